// A property's address as lines of text for display, translated through an injected formatMessage.

export interface DisplayableAddress {
  show_manual_address?: boolean | null;
  address1?: string | null;
  postal_code?: string | number | null;
  city?: string | null;
  /** ISO 3166 alpha-2; Denmark when absent. */
  address_country_code?: string | null;
  /** The look-up service's one-line text. */
  oneLineAddress?: string | null;
}

/** The part of react-intl's `intl.formatMessage` this module needs. */
export type FormatMessage = (descriptor: { id: string }, values?: Record<string, string | number>) => string;

export interface AddressDisplayOptions {
  locale: string;
  formatMessage: FormatMessage;
}

const HOME_COUNTRY = 'dk';

function countryName(code: string, locale: string): string {
  try {
    return new Intl.DisplayNames([locale], { type: 'region' }).of(code.toUpperCase()) ?? code;
  } catch {
    // Not a region code Intl knows: showing the code beats hiding the line.
    return code;
  }
}

function text(value: string | number | null | undefined): string {
  return value === null || value === undefined ? '' : String(value).trim();
}

function manualLines(address: DisplayableAddress, locale: string): string[] {
  const street = text(address.address1);
  const town = `${text(address.postal_code)} ${text(address.city)}`.trim();
  // A country alone is no address: without street and town the address counts as missing.
  if (street === '' && town === '') return [];
  const country = text(address.address_country_code).toLowerCase() || HOME_COUNTRY;
  return [street, town, country === HOME_COUNTRY ? '' : countryName(country, locale)];
}

/**
 * Manual entry: the address line, then postal code and city, then the country name unless Denmark. Otherwise the
 * look-up's one-line address, its non-breaking spaces made plain so the text wraps and compares normally. Without
 * either: the unknown-address text, plus the postal code in brackets when there is one.
 */
export function addressLines(address: DisplayableAddress, { locale, formatMessage }: AddressDisplayOptions): string[] {
  const lines = (
    address.show_manual_address
      ? manualLines(address, locale)
      : [text(address.oneLineAddress?.replace(/\u00a0/g, ' ').replace(/ {2,}/g, ' '))]
  ).filter((line) => line !== '');
  if (lines.length > 0) return lines;
  const unknown = formatMessage({ id: 'address.unknown' });
  const postalCode = text(address.postal_code);
  return [postalCode === '' ? unknown : `${unknown} (${postalCode})`];
}

// Phone number check with libphonenumber-js, loaded on first use so its metadata stays out of the first paint.

type PhoneLibrary = typeof import('libphonenumber-js/min');

let library: Promise<PhoneLibrary> | undefined;

// 'min' metadata (about 80 kB instead of 145 kB for 'max') checks a number's length per country, not its digit
// patterns: enough to catch typos in length and country code, and what the bundle budget allows.
function loadLibrary(): Promise<PhoneLibrary> {
  // A failed fetch (the connection gone) is forgotten, so the check works again once it is back.
  library ??= import('libphonenumber-js/min').catch((error: unknown) => {
    library = undefined;
    throw error;
  });
  return library;
}

/** True when `text` is a possible phone number of `country` (ISO 3166 alpha-2), written nationally or with +code. */
export async function isPhoneNumberOf(text: string, country: string): Promise<boolean> {
  const { isSupportedCountry, parsePhoneNumberFromString, getCountryCallingCode } = await loadLibrary();
  const region = country.toUpperCase();
  if (!isSupportedCountry(region)) return false;
  const parsed = parsePhoneNumberFromString(text, region);
  // A valid number of another country (+46 … typed into a Danish field) is not a number "for the given country".
  return parsed !== undefined && parsed.isValid() && parsed.countryCallingCode === getCountryCallingCode(region);
}

/** A stored number as people write it ("+45 40 12 34 56"); the text unchanged when it is not one. */
export async function formatPhoneNumber(text: string): Promise<string> {
  const { parsePhoneNumberFromString } = await loadLibrary();
  const parsed = parsePhoneNumberFromString(text, 'DK');
  return parsed?.isValid() ? parsed.formatInternational() : text;
}

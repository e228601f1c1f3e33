// One address type-ahead for the SPA, answering in the shape of the Danish address service's autocomplete
// (DAWA `/adresser/autocomplete`), whatever provider is configured behind it.
export type DawaAddress = {
  id: string;
  vejnavn: string;
  husnr: string;
  etage: string | null;
  dør: string | null;
  supplerendebynavn: string | null;
  postnr: string;
  postnrnavn: string;
  kommunekode: string | null;
  adgangsadresseid: string | null;
  x: number | null;
  y: number | null;
};
export type DawaSuggestion = { tekst: string; adresse: DawaAddress };

export type AddressProvider = { autocomplete(query: string, limit: number): Promise<DawaSuggestion[]> };

/** The successor service accepts queries up to 73 characters; we hold every provider to that. */
export const MAX_QUERY_LENGTH = 73;
export const DEFAULT_LIMIT = 8;

export function addressText(
  a: Pick<DawaAddress, 'vejnavn' | 'husnr' | 'etage' | 'dør' | 'postnr' | 'postnrnavn'>,
): string {
  const floor = [a.etage ? `${a.etage}.` : null, a.dør].filter(Boolean).join(' ');
  return `${a.vejnavn} ${a.husnr}${floor ? `, ${floor}` : ''}, ${a.postnr} ${a.postnrnavn}`;
}

// The HTTP provider for the Danish address service's successor (Adressevælger): `GET {base}/adresser/soeg?
// tekst=…&token=…` answering `{ status, fund: [{ id, type, titel, … }] }`, mapped to the DAWA autocomplete shape.
import {
  addressText,
  MAX_QUERY_LENGTH,
  type AddressProvider,
  type DawaAddress,
  type DawaSuggestion,
} from './addressProvider';

type Found = {
  id?: unknown;
  type?: unknown;
  titel?: unknown;
  vejnavn?: unknown;
  husnummer?: unknown;
  etage?: unknown;
  doer?: unknown;
  postnummer?: unknown;
  postnummernavn?: unknown;
  kommunekode?: unknown;
  adgangsadresseid?: unknown;
};

const str = (v: unknown): string | null =>
  typeof v === 'string' && v !== '' ? v : typeof v === 'number' ? String(v) : null;

// "Vejnavn 12, 1. tv, 2100 København Ø": the title is what the service always sends; named fields win when present.
const TITLE =
  /^(?<vej>.+?) (?<husnr>\d+[A-Za-z]?)(?:, (?:(?<etage>[\w]+)\.)? ?(?<door>[\w]+)?)?, (?<postnr>\d{4}) (?<by>.+)$/u;

export function toSuggestion(found: Found): DawaSuggestion | null {
  const id = str(found.id);
  const titel = str(found.titel);
  if (!id || !titel) return null;
  const parsed = TITLE.exec(titel)?.groups ?? {};
  const adresse: DawaAddress = {
    id,
    vejnavn: str(found.vejnavn) ?? parsed.vej ?? titel,
    husnr: str(found.husnummer) ?? parsed.husnr ?? '',
    etage: str(found.etage) ?? parsed.etage ?? null,
    dør: str(found.doer) ?? parsed.door ?? null,
    supplerendebynavn: null,
    postnr: str(found.postnummer) ?? parsed.postnr ?? '',
    postnrnavn: str(found.postnummernavn) ?? parsed.by ?? '',
    kommunekode: str(found.kommunekode),
    adgangsadresseid: str(found.adgangsadresseid),
    x: null,
    y: null,
  };
  return { tekst: adresse.postnr ? addressText(adresse) : titel, adresse };
}

export function createHttpAddressProvider(opts: {
  baseUrl: string;
  token: string | null;
  fetchImpl?: typeof fetch;
  timeoutMs?: number;
}): AddressProvider {
  const doFetch = opts.fetchImpl ?? fetch;
  return {
    async autocomplete(query, limit) {
      const url = new URL('adresser/soeg', opts.baseUrl.endsWith('/') ? opts.baseUrl : `${opts.baseUrl}/`);
      url.searchParams.set('tekst', query.slice(0, MAX_QUERY_LENGTH));
      if (opts.token) url.searchParams.set('token', opts.token);
      const response = await doFetch(url, {
        signal: AbortSignal.timeout(opts.timeoutMs ?? 4000),
        headers: { accept: 'application/json' },
      });
      if (!response.ok)
        throw Object.assign(new Error(`address service answered ${response.status}`), { statusCode: 502 });
      const body = (await response.json()) as { fund?: unknown };
      const found = Array.isArray(body.fund) ? (body.fund as Found[]) : [];
      return found
        .filter((f) => f.type === undefined || f.type === 'adresse')
        .map(toSuggestion)
        .filter((s): s is DawaSuggestion => s !== null)
        .slice(0, limit);
    },
  };
}

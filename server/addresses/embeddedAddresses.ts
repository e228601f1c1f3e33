// The embedded provider: demo addresses written for this project (not real registry data), searched by words.
import { addressText, type AddressProvider, type DawaAddress, type DawaSuggestion } from './addressProvider';

type Row = [
  vejnavn: string,
  husnr: string,
  etage: string | null,
  dør: string | null,
  postnr: string,
  postnrnavn: string,
  kommunekode: string,
];

const ROWS: Row[] = [
  ['Algade', '12', null, null, '4000', 'Roskilde', '0265'],
  ['Algade', '14', '1', 'th', '4000', 'Roskilde', '0265'],
  ['Skomagergade', '3', null, null, '4000', 'Roskilde', '0265'],
  ['Østerbrogade', '101', '3', 'tv', '2100', 'København Ø', '0101'],
  ['Østerbrogade', '56', '2', 'th', '2100', 'København Ø', '0101'],
  ['Nørrebrogade', '44', '4', 'tv', '2200', 'København N', '0101'],
  ['Amagerbrogade', '150', '1', 'mf', '2300', 'København S', '0101'],
  ['Vesterbrogade', '68', '5', 'th', '1550', 'København V', '0101'],
  ['Store Kongensgade', '24', '2', null, '1050', 'København K', '0101'],
  ['Lyngby Hovedgade', '17', null, null, '2800', 'Kongens Lyngby', '0173'],
  ['Stengade', '9', null, null, '3000', 'Helsingør', '0217'],
  ['Slotsgade', '30', '1', 'tv', '3400', 'Hillerød', '0219'],
  ['Vestergade', '27', null, null, '5000', 'Odense C', '0461'],
  ['Kongensgade', '60', '2', 'th', '5000', 'Odense C', '0461'],
  ['Jernbanegade', '5', null, null, '6000', 'Kolding', '0621'],
  ['Kongensgade', '88', null, null, '6700', 'Esbjerg', '0561'],
  ['Nørregade', '12', '1', null, '7100', 'Vejle', '0630'],
  ['Bredgade', '21', null, null, '7400', 'Herning', '0657'],
  ['Søndergade', '47', '3', 'tv', '8000', 'Aarhus C', '0751'],
  ['Frederiks Allé', '102', null, null, '8000', 'Aarhus C', '0751'],
  ['Randersvej', '190', null, null, '8200', 'Aarhus N', '0751'],
  ['Søndergade', '10', null, null, '8700', 'Horsens', '0615'],
  ['Torvegade', '2', null, null, '8900', 'Randers C', '0730'],
  ['Boulevarden', '13', '4', 'th', '9000', 'Aalborg', '0851'],
  ['Hasserisvej', '115', null, null, '9000', 'Aalborg', '0851'],
  ['Bøgevej', '7', null, null, '4000', 'Roskilde', '0265'],
  ['Æblehaven', '22', null, null, '5000', 'Odense C', '0461'],
  ['Åboulevarden', '34', '2', 'tv', '8000', 'Aarhus C', '0751'],
];

function uuidFor(index: number, salt: string): string {
  const hex = (index + 1).toString(16).padStart(12, '0');
  return `0a3f50${salt}-0000-4000-8000-${hex}`;
}

const ADDRESSES: DawaSuggestion[] = ROWS.map(([vejnavn, husnr, etage, dør, postnr, postnrnavn, kommunekode], index) => {
  const adresse: DawaAddress = {
    id: uuidFor(index, 'aa'),
    vejnavn,
    husnr,
    etage,
    dør,
    supplerendebynavn: null,
    postnr,
    postnrnavn,
    kommunekode,
    adgangsadresseid: uuidFor(index, 'bb'),
    x: null,
    y: null,
  };
  return { tekst: addressText(adresse), adresse };
});

const fold = (s: string) => s.toLocaleLowerCase('da-DK').replace(/[.,]/g, ' ').replace(/\s+/g, ' ').trim();

export function createEmbeddedAddressProvider(): AddressProvider {
  const indexed = ADDRESSES.map((s) => ({ suggestion: s, haystack: fold(s.tekst) }));
  return {
    async autocomplete(query, limit) {
      const words = fold(query).split(' ').filter(Boolean);
      if (words.length === 0) return [];
      // Every word must begin a word of the address, so "øster 10" finds "Østerbrogade 101".
      return indexed
        .filter(({ haystack }) => words.every((w) => haystack.split(' ').some((part) => part.startsWith(w))))
        .slice(0, limit)
        .map(({ suggestion }) => suggestion);
    },
  };
}

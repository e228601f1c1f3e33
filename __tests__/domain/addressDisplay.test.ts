import { createIntl } from 'react-intl';
import da from '../../translations/da.json';
import en from '../../translations/en.json';
import { addressLines } from '../../domain/addressDisplay';

const inDanish = { locale: 'da', formatMessage: createIntl({ locale: 'da', messages: da }).formatMessage };
const inEnglish = { locale: 'en', formatMessage: createIntl({ locale: 'en', messages: en }).formatMessage };

const manual = {
  show_manual_address: true,
  address1: 'Vesterbrogade 1, 2. th.',
  postal_code: '1620',
  city: 'København V',
};

test('a manual Danish address: street, then postal code and city, no country', () => {
  expect(addressLines({ ...manual, address_country_code: 'dk' }, inDanish)).toEqual([
    'Vesterbrogade 1, 2. th.',
    '1620 København V',
  ]);
  expect(addressLines(manual, inDanish)).toEqual(['Vesterbrogade 1, 2. th.', '1620 København V']);
});

test('a manual foreign address ends with the country name in the reader’s language', () => {
  const swedish = { ...manual, postal_code: '11455', city: 'Stockholm', address_country_code: 'SE' };
  expect(addressLines(swedish, inDanish)).toEqual(['Vesterbrogade 1, 2. th.', '11455 Stockholm', 'Sverige']);
  expect(addressLines(swedish, inEnglish)[2]).toBe('Sweden');
});

test('a looked-up address is the one-line text with non-breaking spaces made plain', () => {
  const looked = {
    show_manual_address: false,
    oneLineAddress: 'Rådhuspladsen\u00a01, 1550\u00a0København\u00a0V',
    postal_code: '1550',
  };
  expect(addressLines(looked, inDanish)).toEqual(['Rådhuspladsen 1, 1550 København V']);
});

test.each([
  ['no one-line address', { postal_code: '2100' }, ['Ukendt adresse (2100)']],
  [
    'an empty manual address',
    { show_manual_address: true, postal_code: '', address_country_code: 'se' },
    ['Ukendt adresse'],
  ],
  ['nothing at all', {}, ['Ukendt adresse']],
])('with %s it shows the unknown-address text and the postal code in brackets', (_case, address, lines) => {
  expect(addressLines(address, inDanish)).toEqual(lines);
});

test('the unknown-address text is translated', () => {
  expect(addressLines({ postal_code: 8000 }, inEnglish)).toEqual(['Unknown address (8000)']);
});

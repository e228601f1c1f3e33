// rfqs/:rfqId/leads/:leadId/offer/information: the offer's standard information sheet, page and PDF link.
import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { customer, setupMswServer } from '../../../support/msw';
import { lead, offer, product } from '../../../support/rfqFixtures';
import { renderApp } from '../../../support/renderWithProviders';

const server = setupMswServer();

const consumerLoan = product({
  id: 5,
  product_sub_type: 'consumer_loan',
  amount: 100_000,
  interest_rate: 6,
  aop: 8.18,
  term_months: 12,
  fees: 1_000,
  monthly_payment: 8_606.64,
  total_cost: 104_279.72,
  rate_type: 'fixed',
  rate_fixed_months: null,
  early_repayment_fee_percent: 1,
});
const oldMortgage = product({
  id: 6,
  product_sub_type: 'f1_mortgage',
  amount: 1_000_000,
  interest_rate: 4,
  contribution_rate: 0.5,
  aop: 4.9,
  term_months: 360,
  fees: 0,
  monthly_payment: 5_066.85,
  total_cost: 1_824_066,
  rate_type: 'variable',
  rate_fixed_months: 12,
  early_repayment_fee_percent: null,
});
const nordlan = lead(43, 'Nordlån', {
  offer: offer({ version: 4, loans: [consumerLoan, oldMortgage], deposits: [] }),
});

beforeEach(() => server.use(http.get('/api/customer/leads/43', () => HttpResponse.json(nordlan))));

const value = (region: HTMLElement, label: string) => within(region).getByText(label).nextElementSibling?.textContent;

test('every credit of the offer with its SEF or ESIS fields, the version and the PDF in the same language', async () => {
  renderApp({ route: '/rfqs/12/leads/43/offer/information', user: customer });
  expect(
    await screen.findByRole('heading', { level: 1, name: 'Standardoplysninger om tilbuddet fra Nordlån' }),
  ).toBeInTheDocument();
  expect(screen.getByText(/Tilbud version 4/)).toBeInTheDocument();

  const sef = screen.getByRole('region', {
    name: /Forbrugslån: standardiserede europæiske forbrugerkreditoplysninger/,
  });
  expect(value(sef, 'Samlet kreditbeløb')).toBe('100.000 kr.');
  expect(value(sef, 'Samlet beløb, der skal betales')).toBe('104.280 kr.');
  expect(value(sef, 'Rentetype')).toBe('Fast i hele løbetiden');
  expect(value(sef, 'ÅOP (årlige omkostninger i procent)')).toBe('8,18 %');
  expect(value(sef, 'Fortrydelsesret')).toMatch(/inden for 14 dage/);
  expect(value(sef, 'Førtidig indfrielse')).toMatch(/1,00 %/);
  expect(value(sef, 'Eksempel')).toMatch(/12 månedlige ydelser på hver 8.607 kr./);

  const esis = screen.getByRole('region', { name: /F1-lån|Realkreditlån: europæisk standardiseret informationsark/ });
  expect(value(esis, 'Valuta')).toBe('DKK');
  expect(value(esis, 'Bidragssats')).toBe('0,50 %');
  expect(value(esis, 'Rentetype')).toBe('Variabel: fast de første 1 år, derefter kan den ændres');
  expect(value(esis, 'Rentestigning')).toMatch(/Stiger renten 2 procentpoint, stiger ydelsen med/);
  // The lender sent no early-repayment terms (an offer from before they were required): named, not blank.
  expect(value(esis, 'Førtidig indfrielse')).toBe('Ikke oplyst');
  expect(within(esis).getByText('Långiveren har ikke oplyst: Førtidig indfrielse.')).toBeInTheDocument();

  expect(screen.getByRole('link', { name: 'Hent som PDF' })).toHaveAttribute(
    'href',
    '/api/customer/leads/43/offer/information.pdf?lang=da',
  );
  expect(screen.getByRole('link', { name: 'Tilbage til svaret fra Nordlån' })).toHaveAttribute(
    'href',
    '/rfqs/12/leads/43',
  );
});

test('a lead without an offer has no sheet', async () => {
  server.use(http.get('/api/customer/leads/43', () => HttpResponse.json(lead(43, 'Nordlån'))));
  renderApp({ route: '/rfqs/12/leads/43/offer/information', user: customer });
  expect(await screen.findByRole('heading', { name: 'Tilbuddet findes ikke' })).toBeInTheDocument();
});

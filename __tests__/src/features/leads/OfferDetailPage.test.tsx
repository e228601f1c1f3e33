// rfqs/:rfqId/leads/:leadId/offer/:productType/:productId: one product of an offer with every figure.
import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { customer, setupMswServer } from '../../../support/msw';
import { activeRfq } from '../../../support/rfqFixtures';
import { renderApp } from '../../../support/renderWithProviders';

const server = setupMswServer();
const kattegat = activeRfq().leads.find((l) => l.id === 42)!;

beforeEach(() => server.use(http.get('/api/customer/leads/42', () => HttpResponse.json(kattegat))));

test('a mortgage with its contribution rate, ÅOP, term, fees, payment and total', async () => {
  renderApp({ route: '/rfqs/12/leads/42/offer/loan/4', user: customer });
  expect(await screen.findByRole('heading', { level: 1, name: 'F5-lån' })).toBeInTheDocument();
  expect(screen.getByText('Tilbud fra Kattegat Realkredit')).toBeInTheDocument();
  const facts = document.querySelector<HTMLElement>('.product-facts')!;
  const fact = (label: string) => within(facts).getByText(label).nextElementSibling?.textContent;
  expect(fact('Beløb')).toBe('2.660.000 kr.');
  expect(fact('Rente')).toMatch(/^2,7\s%$/);
  expect(fact('Bidragssats')).toMatch(/^0,57\s%$/);
  expect(fact('ÅOP')).toMatch(/^3,36\s%$/);
  expect(fact('Løbetid')).toBe('26 år');
  expect(fact('Månedlig ydelse')).toBe('12.670 kr.');
  expect(fact('Samlet tilbagebetaling')).toBe('3.963.450 kr.');
  expect(screen.getByRole('link', { name: 'Tilbage til svaret fra Kattegat Realkredit' })).toHaveAttribute(
    'href',
    '/rfqs/12/leads/42',
  );
  // A mortgage has its representative example too, with the payment at a 2-point rise.
  const example = screen.getByRole('region', { name: 'Repræsentativt eksempel' });
  expect(within(example).getByText('Ydelse hvis renten stiger 2 procentpoint')).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Standardoplysninger (SEF/ESIS)' })).toHaveAttribute(
    'href',
    '/rfqs/12/leads/42/offer/information',
  );
});

test('a product that is not in the offer is not found', async () => {
  renderApp({ route: '/rfqs/12/leads/42/offer/deposit/4', user: customer });
  expect(await screen.findByRole('heading', { name: 'Produktet findes ikke' })).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Tilbage til svaret fra Kattegat Realkredit' })).toHaveAttribute(
    'href',
    '/rfqs/12/leads/42',
  );
});

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
  const example = screen.getByRole('group', { name: 'Repræsentativt eksempel' });
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

describe('what the household has left each month with the offer', () => {
  const budgetAnswer = (left: number) => ({
    children_ages: [3, 8],
    income_after_tax: null,
    fixed_costs: [],
    children_count: 2,
    budget: {
      lines: [],
      income_before_tax: 83_000,
      income_after_tax: 50_000,
      debt_payments: 17_100,
      fixed_costs: 0,
      left,
      reference: { total: 17_880, adults: 2, adults_amount: 11_890, children: [], year: 2023, source: 'Bolius' },
      difference: left - 17_880,
      under: left < 17_880,
    },
  });
  const serve = (left: number) =>
    server.use(
      http.get(`/api/customer/users/${customer.id}/budget`, () => HttpResponse.json(budgetAnswer(left))),
      http.get('/api/customer/rfqs/12', () => HttpResponse.json(activeRfq())),
    );

  // Kattegat's F5 replaces the mortgage (13,650) and the bank loan (3,450) with 12,670.29 a month.
  test.each([
    // 17,700 + 17,100 − 12,670.29 = 22,129.71; 4,249.71 above 17,880.
    [
      17_700,
      'Referencebeløbet er 17.880 kr., og med tilbuddet har husstanden 22.130 kr. tilbage hver måned: 4.250 kr. mere end det.',
    ],
    // 13,000 + 17,100 − 12,670.29 = 17,429.71; 450.29 below.
    [
      13_000,
      'Referencebeløbet er 17.880 kr., og med tilbuddet har husstanden 17.430 kr. tilbage hver måned: 450 kr. mindre end det.',
    ],
  ])('today %p kr. left', async (left, sentence) => {
    serve(left);
    renderApp({ route: '/rfqs/12/leads/42/offer/loan/4', user: customer });
    expect(await screen.findByRole('heading', { name: 'Rådighedsbeløb med tilbuddet' })).toBeInTheDocument();
    // The amounts are MoneyDisplay spans inside the sentence.
    expect(await screen.findByText((_, el) => el?.tagName === 'P' && el.textContent === sentence)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Se og ret dit budget' })).toHaveAttribute('href', '/economy/budget');
  });
});

// The comparison's budget row (issue 45): what the household has left each month with each offer, from its saved
// budget and the kernel's leftWithOffers, marked in words when under the reference amount; in both languages.
import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import type { HouseholdBudgetAnswer } from '../../../../contract/budget';
import type { Rfq } from '../../../../store/api/rfqsApi';
import { customer, setupMswServer } from '../../../support/msw';
import { activeRfq } from '../../../support/rfqFixtures';
import { renderApp } from '../../../support/renderWithProviders';

const server = setupMswServer();
jest.setTimeout(60_000);

// Today 17,700 kr. left against a reference of 17,880 (a couple with children of 3 and 8).
const budget = (left: number): HouseholdBudgetAnswer => ({
  children_ages: [3, 8],
  income_after_tax: null,
  fixed_costs: [],
  children_count: 2,
  budget: {
    lines: [],
    income_before_tax: 83_000,
    income_after_tax: 51_005.28,
    debt_payments: 20_450,
    fixed_costs: 12_855.28,
    left,
    reference: {
      total: 17_880,
      adults: 2,
      adults_amount: 11_890,
      children: [
        { age: 3, amount: 2_460 },
        { age: 8, amount: 3_530 },
      ],
      year: 2023,
      source: 'Bolius',
    },
    difference: left - 17_880,
    under: left < 17_880,
  },
});

function serve(rfq: Rfq, answer: HouseholdBudgetAnswer | null) {
  server.use(
    http.get(`/api/customer/rfqs/${rfq.id}`, () => HttpResponse.json(rfq)),
    http.get(`/api/customer/users/${customer.id}/budget`, () =>
      answer ? HttpResponse.json(answer) : HttpResponse.json({ message: 'none' }, { status: 404 }),
    ),
  );
}

function rowOf(label: string): string[] {
  const row = within(screen.getByRole('table')).getByRole('rowheader', { name: label }).closest('tr')!;
  return within(row)
    .getAllByRole('cell')
    .map((cell) => cell.textContent ?? '');
}

test.each([
  {
    lang: 'da' as const,
    label: 'Rådighedsbeløb med tilbuddet',
    under: 'Under referencebeløbet på 17.880 kr.',
    cells: ['17.700 kr.', '22.130 kr.', '18.053 kr.', '17.859 kr.'],
  },
  {
    lang: 'en' as const,
    label: 'Left each month with this offer',
    under: 'Below the reference amount of 17,880 kr.',
    cells: ['17,700 kr.', '22,130 kr.', '18,053 kr.', '17,859 kr.'],
  },
])('in $lang: today and with each offer, the ones under the reference marked in words', async (t) => {
  serve(activeRfq(), budget(17_700));
  renderApp({
    route: '/rfqs/12/compare-offers',
    user: { ...customer, preferences: { lang: t.lang } },
    locale: t.lang,
  });
  await screen.findByRole('table', undefined, { timeout: 10_000 });
  await screen.findByRole('rowheader', { name: t.label });
  // Columns: today; Kattegat's F5 replaces the mortgage (13,650) and the bank loan (3,450) with 12,670.29:
  // 17,700 + 17,100 − 12,670.29 = 22,129.71. Øresund replaces both loans (3,450 + 3,350) with 3,280.46 + 3,166.18:
  // 17,700 + 6,800 − 6,446.64 = 18,053.36. Bølge replaces the car loan (3,350) with 3,190.52: 17,859.48, under.
  expect(rowOf(t.label)).toEqual([`${t.cells[0]}${t.under}`, t.cells[1], t.cells[2], `${t.cells[3]}${t.under}`]);
});

test('without a budget the comparison has no budget row', async () => {
  serve(activeRfq(), null);
  renderApp({ route: '/rfqs/12/compare-offers', user: customer });
  await screen.findByRole('table', undefined, { timeout: 10_000 });
  expect(screen.queryByRole('rowheader', { name: 'Rådighedsbeløb med tilbuddet' })).toBeNull();
});

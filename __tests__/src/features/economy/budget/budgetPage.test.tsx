// economy/budget: the rådighedsbeløb from the economy and the customer's own lines, each line with its sentence, the
// result against the reference in words; the fixed costs in a form whose rules refuse what the server would, in
// both languages. The API answers with the kernel's budget, as the server does.
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import type { BudgetBody, HouseholdBudgetAnswer } from '../../../../../contract/budget';
import type { EconomicProfile } from '../../../../../contract/economicProfile';
import { householdBudgetOfEconomy, type SavedBudget } from '../../../../../domain/householdBudget';
import { EMPTY_ECONOMY } from '../../../../../domain/emptyEconomy';
import { serveEconomy } from '../../../../support/economyServer';
import { customer, setupMswServer } from '../../../../support/msw';
import { renderApp } from '../../../../support/renderWithProviders';
import { captureToasts } from '../../../../support/toasts';

const server = setupMswServer();
captureToasts();
jest.setTimeout(60_000);

// A couple with children of 3 and 8: 45,000 + 38,000 before tax, a 9,000 mortgage payment.
const economy: EconomicProfile = {
  ...EMPTY_ECONOMY,
  id: 5,
  user_id: customer.id,
  civil_status: 'married',
  children_count: 2,
  monthly_income: 45_000,
  companionPerson: {
    id: 9,
    name: 'Sofie',
    birth_date: null,
    employment_type: null,
    employer: null,
    monthly_income: 38_000,
  },
};
const withMortgage: EconomicProfile = {
  ...economy,
  mortgages: [
    {
      id: 1,
      liability_sub_type: 'mortgage',
      debt: 2_000_000,
      is_existing: true,
      debtable: true,
      interest_rate: 4,
      periodic_payment: 9_000,
      term_months: 360,
      property_id: null,
      vehicle_id: null,
      boat_id: null,
      supplier_id: null,
      loan_kind: 'fixed',
      established_month: null,
      term_end_month: null,
    },
  ],
};

function answerOf(saved: SavedBudget): HouseholdBudgetAnswer {
  const b = householdBudgetOfEconomy(withMortgage, saved);
  return {
    children_ages: [...saved.children_ages],
    income_after_tax: saved.income_after_tax,
    fixed_costs: saved.fixed_costs.map((l) => ({ ...l })),
    children_count: 2,
    budget: {
      lines: b.lines,
      income_before_tax: b.incomeBeforeTax,
      income_after_tax: b.incomeAfterTax,
      debt_payments: b.debtPayments,
      fixed_costs: b.fixedCosts,
      left: b.left,
      reference: { ...b.reference, adults_amount: b.reference.adultsAmount },
      difference: b.difference,
      under: b.under,
    },
  };
}

function serveBudget(saved: SavedBudget) {
  const sent: BudgetBody[] = [];
  let current = answerOf(saved);
  server.use(
    http.get(`/api/customer/users/${customer.id}/budget`, () => HttpResponse.json(current)),
    http.put(`/api/customer/users/${customer.id}/budget`, async ({ request }) => {
      const body = (await request.json()) as BudgetBody;
      sent.push(body);
      // The contract types a kind as a string; the server checked it is one of the kinds.
      current = answerOf(body as SavedBudget);
      return HttpResponse.json(current);
    }),
  );
  return sent;
}

const languages = [
  {
    name: 'Danish',
    user: customer,
    locale: 'da' as const,
    title: 'Dit budget',
    reference: 'Referencebeløb for 2 voksne og 2 børn',
    referenceAmount: '17.880 kr.',
    childAge: (n: number) => `Barn ${n}, alder i hele år`,
    debtSentence: 'De månedlige ydelser på alle lån, kreditter og realkreditlån i din økonomi, også dem på boligen.',
    add: 'Tilføj en fast udgift',
    kind: 'Slags',
    kindOption: 'Bolig',
    amount: 'Beløb pr. måned',
    save: 'Gem budget',
    over: /I har 14\.205 kr\. mere om måneden end referencebeløbet/,
    under: /I har 20\.795 kr\. mindre om måneden end referencebeløbet/,
    atMost: 'Værdien må højst være 17',
    linesTitle: 'Sådan er det regnet ud',
  },
  {
    name: 'English',
    user: { ...customer, preferences: { lang: 'en' as const } },
    locale: 'en' as const,
    title: 'Your budget',
    reference: 'Reference amount for 2 adults and 2 children',
    referenceAmount: '17,880 kr.',
    childAge: (n: number) => `Child ${n}, age in whole years`,
    debtSentence: "The monthly payments on every loan, credit and mortgage in your economy, the home's included.",
    add: 'Add a fixed cost',
    kind: 'Kind',
    kindOption: 'Housing',
    amount: 'Amount a month',
    save: 'Save budget',
    over: /You have 14,205 kr\. a month more than the reference amount/,
    under: /You have 20,795 kr\. a month less than the reference amount/,
    atMost: 'The value can be at most 17',
    linesTitle: 'How it is worked out',
  },
];

describe.each(languages)('in $name', (t) => {
  test('the budget against the reference of a couple with children of 3 and 8; a cost added and saved', async () => {
    serveEconomy(withMortgage);
    // 51,005.28 after tax (the couple's, worked out in __tests__/domain/householdBudget.test.ts) less 9,000.
    const sent = serveBudget({ children_ages: [3, 8], income_after_tax: null, fixed_costs: [] });
    const { user } = renderApp({ route: '/economy/budget', user: t.user, locale: t.locale });

    expect(await screen.findByRole('heading', { level: 1, name: t.title })).toBeInTheDocument();
    const reference = await screen.findByText(t.reference);
    expect(reference.nextElementSibling).toHaveTextContent(t.referenceAmount);
    expect(screen.getByText(t.debtSentence)).toBeInTheDocument();
    expect(screen.getByLabelText(t.childAge(1))).toHaveValue('3');
    expect(screen.getByLabelText(t.childAge(2))).toHaveValue('8');

    // A birthday since: typed, the age is sent as a number (still the 2–7 band).
    await user.clear(screen.getByLabelText(t.childAge(1)));
    await user.type(screen.getByLabelText(t.childAge(1)), '4');
    await user.click(screen.getByRole('button', { name: t.add }));
    await user.selectOptions(screen.getByLabelText(t.kind), t.kindOption);
    await user.type(screen.getByLabelText(t.amount), '9920');
    await user.click(screen.getByRole('button', { name: t.save }));

    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toEqual({
      children_ages: [4, 8],
      income_after_tax: null,
      fixed_costs: [{ kind: 'housing', label: null, amount: 9_920 }],
    });
    // 42,005.28 − 9,920 = 32,085.28; over by 14,205.28, shown in whole kroner.
    expect(await screen.findByText(t.over)).toBeInTheDocument();
    const lines = screen.getByRole('list', { name: t.linesTitle });
    expect(within(lines).getAllByRole('listitem')).toHaveLength(4);
  });

  test('under the reference it says how much less, and a child of 18 is refused before anything is sent', async () => {
    serveEconomy(withMortgage);
    const sent = serveBudget({
      children_ages: [3, 8],
      income_after_tax: 30_000,
      fixed_costs: [{ kind: 'other', label: 'Husleje', amount: 23_914.72 }],
    });
    const { user } = renderApp({ route: '/economy/budget', user: t.user, locale: t.locale });
    // 30,000 − 9,000 − 23,914.72 = −2,914.72; 17,880 + 2,914.72 = 20,794.72 under, shown in whole kroner.
    expect(await screen.findByText(t.under)).toBeInTheDocument();
    expect(screen.getByText('Husleje')).toBeInTheDocument();

    const age = screen.getByLabelText(t.childAge(2));
    await user.clear(age);
    await user.type(age, '18');
    await user.click(screen.getByRole('button', { name: t.save }));
    expect(await screen.findByText(t.atMost)).toBeInTheDocument();
    expect(sent).toHaveLength(0);
  });
});

test('without the economy’s children no ages are asked', async () => {
  serveEconomy({ ...economy, children_count: 0 });
  server.use(
    http.get(`/api/customer/users/${customer.id}/budget`, () =>
      HttpResponse.json({
        ...answerOf({ children_ages: [], income_after_tax: null, fixed_costs: [] }),
        children_count: 0,
      }),
    ),
  );
  renderApp({ route: '/economy/budget', user: customer, locale: 'da' });
  expect(await screen.findByText('Til rådighed hver måned', { selector: 'dt' })).toBeInTheDocument();
  expect(screen.queryByText('Børnenes alder')).toBeNull();
});

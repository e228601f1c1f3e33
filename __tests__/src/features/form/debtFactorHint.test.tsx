// The form's debt-factor hint explains a factor as the economy page does: one guidance level (3.5) and one limit
// (4), from domain/debtFactor.ts, in the locale's number format.
import { screen } from '@testing-library/react';
import { setupMswServer } from '../../../support/msw';
import { formHandlers, renderForm, saveFormAt } from './formTestKit';

const server = setupMswServer();
beforeEach(() => {
  sessionStorage.clear();
  server.use(...formHandlers);
});

/** Other debt giving the test kit's income (48,500 kr. a month, 582,000 a year) the wanted factor. */
const withDebt = (debt: number) => ({
  otherDebt: {
    consumer_loans: [
      { liability_type: 'loan', liability_sub_type: 'consumer', debt, interest_rate: 9, periodic_payment: 2000 },
    ],
    car_loans: [],
    student_loans: [],
    card_credits: [],
  },
});

test.each([
  [582_000, '1,0', 'Under de 3,5, som bankerne sigter efter'],
  [2_200_000, '3,8', 'Over bankernes pejlemærke på 3,5, så de ser nærmere på dit budget'],
  [2_619_000, '4,5', 'Over 4 kan bankerne ikke tilbyde alle lånetyper'],
])('debt of %p kr. gives the factor %s and says "%s"', async (debt, factor, explanation) => {
  saveFormAt('otherDebt', withDebt(debt));
  renderForm({ route: '/form/anden-gaeld' });
  expect(await screen.findByText(`Din husstands gældsfaktor: ${factor}`)).toBeInTheDocument();
  expect(screen.getByText(new RegExp(explanation))).toBeInTheDocument();
});

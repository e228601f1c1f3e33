// The public loan calculator: figures for the address's query (what the server renders for a form sent without
// scripts), live figures as the visitor types, field errors, both languages, and "ask lenders" handing the purpose
// and the amount to the request form's wizard.
import { screen, waitFor, within } from '@testing-library/react';
import type uPlot from 'uplot';
import { LoanCalculatorPage } from '../../../../src/features/calculator/LoanCalculatorPage';
import { askLendersEvents } from '../../../../src/features/calculator/askLenders';
import { takeHandedEvents } from '../../../../src/lib/formHandoff/formHandoff';
import { renderWithProviders } from '../../../support/renderWithProviders';

// jsdom has no canvas: the chart library is replaced, and the test checks what it is given.
jest.mock('uplot', () => jest.fn().mockImplementation(() => ({ width: 320, destroy: jest.fn(), setData: jest.fn() })));
const UPlotMock = jest.requireMock<jest.Mock>('uplot');
beforeEach(() => UPlotMock.mockClear());

const figure = (name: RegExp) => {
  const term = screen.getByText(name, { selector: 'dt' });
  return within(term.parentElement as HTMLElement).getByText(/kr\.|%|–/, { selector: '.calculator__value' });
};

// 120,000 kr. over 1 year at 12 %: 10,661.85 kr. a month (domain test), shown in whole kroner.
const BANK_LOAN = '/beregner?kind=bank&amount=120000&years=1&rate=12&form=annuity';

test('the query’s figures: payment, after the interest deduction, ÅOP and total cost', () => {
  renderWithProviders(<LoanCalculatorPage />, { route: BANK_LOAN, path: '/beregner', user: null });
  expect(screen.getByRole('heading', { level: 1, name: 'Låneberegner' })).toBeInTheDocument();
  expect(figure(/før skat/)).toHaveTextContent('10.662 kr.');
  // 10,661.85 − 33 % × 1,200 = 10,265.85 kr.
  expect(figure(/efter rentefradrag/)).toHaveTextContent('10.266 kr.');
  expect(figure(/^ÅOP$/)).toHaveTextContent(/12,68\s%/);
  expect(figure(/Samlet tilbagebetaling/)).toHaveTextContent('127.942 kr.');
  // The balance table holds every year, for readers and for a page without scripts.
  expect(screen.getByRole('table', { name: 'Restgæld efter hvert år' })).toBeInTheDocument();
  expect(screen.getByRole('row', { name: '1 0 kr.' })).toBeInTheDocument();
  // A plain GET form to the page's own path: it works before the scripts load.
  const form = screen.getByRole('button', { name: 'Beregn' }).closest('form');
  expect(form).toHaveAttribute('method', 'get');
  expect(form).toHaveAttribute('action', '/beregner');
});

test('the chart is drawn with uPlot from the balance after each year', async () => {
  renderWithProviders(<LoanCalculatorPage />, {
    route: '/beregner?kind=bank&amount=360000&years=3&rate=5&form=serial',
    path: '/beregner',
    user: null,
  });
  await waitFor(() => expect(UPlotMock).toHaveBeenCalledTimes(1));
  const [, data] = UPlotMock.mock.calls[0] as [uPlot.Options, uPlot.AlignedData];
  // Serial: 120,000 kr. off each year.
  expect(data).toEqual([
    [0, 1, 2, 3],
    [360_000, 240_000, 120_000, 0],
  ]);
});

test('live: the figures follow the fields as they are typed', async () => {
  const { user } = renderWithProviders(<LoanCalculatorPage />, { route: BANK_LOAN, path: '/beregner', user: null });
  const rate = screen.getByLabelText('Rente pr. år');
  await user.clear(rate);
  await user.type(rate, '0');
  // No interest: 120,000 / 12.
  expect(figure(/før skat/)).toHaveTextContent('10.000 kr.');
  await user.clear(rate);
  await user.type(rate, '12');
  await user.click(screen.getByLabelText(/^Serie/));
  // Serial: 10,000 + 1 % × 120,000 = 11,200 kr. first, 10,100 kr. last.
  expect(figure(/før skat/)).toHaveTextContent('11.200 kr.');
  expect(screen.getByText(/falder til 10\.100 kr\./)).toBeInTheDocument();
});

test('a field that is no number is named, and the figures keep the default for it', async () => {
  const { user } = renderWithProviders(<LoanCalculatorPage />, { route: BANK_LOAN, path: '/beregner', user: null });
  const amount = screen.getByLabelText('Lånebeløb');
  await user.clear(amount);
  await user.type(amount, 'mange');
  expect(amount).toHaveAttribute('aria-invalid', 'true');
  expect(amount).toHaveAccessibleDescription('Skriv beløbet i hele kroner, fx 2.000.000.');
});

test('a mortgage: contribution fee and the loan-to-value limit', () => {
  renderWithProviders(<LoanCalculatorPage />, {
    route: '/beregner?kind=mortgage&amount=2000000&years=30&rate=4&contribution=0.5&value=2000000',
    path: '/beregner',
    user: null,
  });
  expect(screen.getByLabelText('Bidragssats pr. år')).toHaveValue('0.5');
  expect(screen.getByTestId('calculator-ltv')).toHaveTextContent(/100\s%.*højst 80\s%/);
});

test('in English at /en/calculator', () => {
  renderWithProviders(<LoanCalculatorPage />, {
    route: '/en/calculator?kind=bank&amount=120000&years=1&rate=12',
    path: '/en/calculator',
    locale: 'en',
    user: null,
  });
  expect(screen.getByRole('heading', { level: 1, name: 'Loan calculator' })).toBeInTheDocument();
  expect(figure(/before tax/)).toHaveTextContent('10,662 kr.');
  expect(screen.getByRole('button', { name: 'Calculate' }).closest('form')).toHaveAttribute('action', '/en/calculator');
});

test('“ask lenders” hands the purpose and the amount to the wizard and opens the form’s next step', async () => {
  const { user, router } = renderWithProviders(<LoanCalculatorPage />, {
    route: '/beregner?kind=mortgage&amount=1500000&years=30&rate=4',
    path: '/beregner',
    user: null,
    routes: [{ path: '/form/*', element: <p>Formularen</p> }],
  });
  await user.click(screen.getByRole('link', { name: 'Spørg långivere om dette lån' }));
  expect(await screen.findByText('Formularen')).toBeInTheDocument();
  expect(router.state.location.pathname).toBe('/form/boligsituation');
  expect(takeHandedEvents()).toEqual(askLendersEvents(1_500_000));
  expect(askLendersEvents(1_500_000)).toEqual(
    expect.arrayContaining([
      { type: 'SET_PURPOSE', purpose: 'existing_property' },
      expect.objectContaining({
        type: 'PREFILL',
        steps: { housingSituation: { properties: [expect.objectContaining({ new_loan_amount: 1_500_000 })] } },
      }),
    ]),
  );
});

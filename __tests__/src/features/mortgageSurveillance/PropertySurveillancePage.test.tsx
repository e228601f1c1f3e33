// mortgage-surveillance/property/{propertyId}: the gain chart with its threshold line and its table
// alternative, the threshold setting with its rules and the server's field errors, the loans' details, and a home
// without a fixed-rate mortgage (no chart of zeros).
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import type uPlot from 'uplot';
import { setupMswServer } from '../../../support/msw';
import { renderApp } from '../../../support/renderWithProviders';
import { base, detail, noFixed, optedIn } from './surveillanceFixtures';

// jsdom has no canvas: the chart library is replaced, and the test checks what it is given. Like uPlot's own
// CommonJS build, the module is the constructor itself.
jest.mock('uplot', () => jest.fn().mockImplementation(() => ({ width: 320, destroy: jest.fn() })));
const UPlotMock = jest.requireMock<jest.Mock>('uplot');

const server = setupMswServer();
jest.setTimeout(30_000);

const english = { ...optedIn, preferences: { lang: 'en' as const } };
const route = '/mortgage-surveillance/property/11';

function serveDetail(answer = detail()) {
  let current = answer;
  const puts: unknown[] = [];
  server.use(
    http.get(`${base}/properties/11`, () => HttpResponse.json(current)),
    http.put(`${base}/properties/11/alert`, async ({ request }) => {
      const body = (await request.json()) as { min_gain_kr: number };
      puts.push(body);
      current = { ...current, alert: { min_gain_kr: body.min_gain_kr } };
      return HttpResponse.json(body);
    }),
  );
  return { puts };
}

beforeEach(() => UPlotMock.mockClear());

test('the chart gets the daily gain and the threshold line; the figure is labelled and its table holds every day', async () => {
  serveDetail();
  const { user } = renderApp({ route, user: english, locale: 'en' });
  expect(await screen.findByRole('heading', { name: 'Testvej 13, 2100 København Ø', level: 1 })).toBeInTheDocument();
  const figure = screen.getByRole('figure', {
    name: 'The gain after tax of converting is 280,451 kr. today, and your alert threshold is 260,000 kr.; the curve shows it from 21 November 2026 to 23 November 2026.',
  });
  expect(within(figure).getByTestId('gain-chart')).toHaveAttribute('aria-hidden', 'true');

  await waitFor(() => expect(UPlotMock).toHaveBeenCalledTimes(1));
  const [options, data] = UPlotMock.mock.calls[0] as [uPlot.Options, uPlot.AlignedData];
  expect(data[1]).toEqual([250_000, 265_000.4, 280_450.5]);
  expect(data[2]).toEqual([260_000, 260_000, 260_000]);
  expect(options.series.map((s) => s.label)).toEqual([undefined, 'Gain after tax', 'Your alert threshold']);

  await user.click(within(figure).getByText('Show the figures as a table'));
  const table = within(figure).getByRole('table', { name: 'Gain after tax per day, newest first' });
  const rows = within(table).getAllByRole('row').slice(1);
  expect(rows.map((r) => r.textContent)).toEqual([
    '23 Nov 2026280,451 kr.',
    '22 Nov 2026265,000 kr.',
    '21 Nov 2026250,000 kr.',
  ]);
});

test('the verdict and the loans with their details', async () => {
  serveDetail(
    detail({
      variable_mortgages: [{ ...detail().fixed_mortgages[0], mortgage_id: 22, loan_kind: 'f5', conversion: null }],
    }),
  );
  renderApp({ route, user: english, locale: 'en' });
  expect(await screen.findByText(/You can save 1,240 kr\. a month after tax/)).toBeInTheDocument();
  const loans = screen.getByRole('heading', { name: 'The loans on this home' }).closest('section')!;
  const fixed = within(loans).getByRole('region', { name: 'Fixed-rate mortgages' });
  expect(within(fixed).getByText('Remaining debt').nextSibling).toHaveTextContent('2,000,000 kr.');
  expect(within(fixed).getByText('Interest rate').nextSibling).toHaveTextContent('4%');
  expect(within(fixed).getByText('Remaining term').nextSibling).toHaveTextContent('25 years');
  expect(within(fixed).getByText('See a conversion of this loan')).toBeInTheDocument();
  const variable = within(loans).getByRole('region', { name: 'Variable-rate mortgages' });
  expect(within(variable).getByRole('heading', { name: 'F5 (variable, 5 years)' })).toBeInTheDocument();
  expect(within(loans).getByRole('link', { name: 'Change the loans under Your economy' })).toHaveAttribute(
    'href',
    '/economy/properties/11',
  );
});

test('a threshold below zero is refused with a translated message and nothing is sent', async () => {
  const { puts } = serveDetail();
  const { user } = renderApp({ route, user: optedIn, locale: 'da' });
  const field = await screen.findByRole('spinbutton', {
    name: 'Giv mig besked ved en gevinst efter skat på mindst (kr.)',
  });
  await user.clear(field);
  await user.type(field, '-500');
  await user.click(screen.getByRole('button', { name: 'Gem alarm' }));
  expect(await screen.findByText('Værdien skal være mindst 0')).toBeInTheDocument();
  expect(field).toHaveAttribute('aria-invalid', 'true');
  expect(puts).toEqual([]);
});

test('a valid threshold is saved and the chart redrawn with it', async () => {
  const { puts } = serveDetail();
  const { user } = renderApp({ route, user: english, locale: 'en' });
  const field = await screen.findByRole('spinbutton', { name: 'Tell me at a gain after tax of at least (kr.)' });
  expect(field).toHaveValue(260_000);
  await user.clear(field);
  await user.type(field, '300000');
  await user.click(screen.getByRole('button', { name: 'Save alert' }));
  expect(await screen.findByText('The alert is saved.')).toBeInTheDocument();
  expect(puts).toEqual([{ min_gain_kr: 300_000 }]);
  expect(await screen.findByText(/Your alert threshold is 300,000 kr\./)).toBeInTheDocument();
  await waitFor(() => {
    const [, data] = UPlotMock.mock.calls.at(-1) as [uPlot.Options, uPlot.AlignedData];
    expect(data[2]).toEqual([300_000, 300_000, 300_000]);
  });
});

// The app answers every validation failure with 422 and the fields' messages (server/app.ts).
test("the server's field error lands under the field", async () => {
  serveDetail();
  server.use(
    http.put(`${base}/properties/11/alert`, () =>
      HttpResponse.json({ message: 'Ugyldigt', errors: { min_gain_kr: ['Grænsen er for høj.'] } }, { status: 422 }),
    ),
  );
  const { user } = renderApp({ route, user: optedIn, locale: 'da' });
  const field = await screen.findByRole('spinbutton', { name: /Giv mig besked/ });
  await user.clear(field);
  await user.type(field, '5000');
  await user.click(screen.getByRole('button', { name: 'Gem alarm' }));
  expect(await screen.findByText('Grænsen er for høj.')).toBeInTheDocument();
  expect(field).toHaveAttribute('aria-invalid', 'true');
});

test('a home without a fixed-rate mortgage: said plainly, no chart and no threshold', async () => {
  serveDetail({ ...detail(), ...noFixed(), history: [], alert: { min_gain_kr: null } });
  renderApp({ route, user: english, locale: 'en' });
  expect(
    await screen.findByText('This home has no fixed-rate mortgage, so there is nothing to convert.'),
  ).toBeInTheDocument();
  expect(screen.queryByRole('figure')).not.toBeInTheDocument();
  expect(screen.queryByRole('spinbutton')).not.toBeInTheDocument();
  expect(UPlotMock).not.toHaveBeenCalled();
});

test('a home that is not watched says so', async () => {
  server.use(http.get(`${base}/properties/99`, () => HttpResponse.json({ message: 'Not found' }, { status: 404 })));
  renderApp({ route: '/mortgage-surveillance/property/99', user: english, locale: 'en' });
  expect(await screen.findByText('We watch no home with that number.')).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Back to mortgage watch' })).toHaveAttribute(
    'href',
    '/mortgage-surveillance',
  );
});

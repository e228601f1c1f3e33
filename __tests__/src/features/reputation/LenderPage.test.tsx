// A lender's ratings: beside its offer (the average from five ratings, "Few ratings yet" below) and on its page.
import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import {
  ReputationSummary,
  SupplierReputation,
} from '../../../../src/components/SupplierReputation/SupplierReputation';
import { customer, setupMswServer } from '../../../support/msw';
import { renderApp, renderWithProviders } from '../../../support/renderWithProviders';

const server = setupMswServer();

test('4 ratings: "Få bedømmelser endnu", no average', () => {
  renderWithProviders(<ReputationSummary reputation={{ count: 4, average: null }} />);
  expect(screen.getByText('Få bedømmelser endnu')).toBeInTheDocument();
  expect(screen.queryByText(/ud af 5 stjerner/)).not.toBeInTheDocument();
});

test('5 ratings or more: the average and the count, in both languages, with a link to the lender page', () => {
  const supplier = { id: 7, name: 'Kattegat Realkredit', reputation: { count: 12, average: 4.3 } };
  const { unmount } = renderWithProviders(<SupplierReputation supplier={supplier} />);
  expect(screen.getByText('4,3 ud af 5 stjerner')).toBeInTheDocument();
  expect(screen.getByText('(12 bedømmelser)')).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Se bedømmelser af Kattegat Realkredit' })).toHaveAttribute(
    'href',
    '/lenders/7',
  );
  unmount();
  renderWithProviders(<SupplierReputation supplier={{ ...supplier, reputation: { count: 4, average: null } }} />, {
    locale: 'en',
  });
  expect(screen.getByText('Few ratings yet')).toBeInTheDocument();
});

test('the lender page shows the distribution and the comments, without names', async () => {
  server.use(
    http.get('/api/customer/suppliers/7/reputation', () =>
      HttpResponse.json({
        supplier: { id: 7, name: 'Kattegat Realkredit', logo: null },
        reputation: { count: 5, average: 4.2 },
        distribution: [
          { stars: 5, count: 2 },
          { stars: 4, count: 2 },
          { stars: 3, count: 1 },
          { stars: 2, count: 0 },
          { stars: 1, count: 0 },
        ],
        comments: [{ stars: 3, comment: 'Fin rådgivning', created_at: '2025-03-04T10:00:00.000Z' }],
      }),
    ),
  );
  renderApp({ route: '/lenders/7', user: customer });
  expect(
    await screen.findByRole('heading', { level: 1, name: 'Bedømmelser af Kattegat Realkredit' }),
  ).toBeInTheDocument();
  expect(screen.getByText('4,2 ud af 5 stjerner')).toBeInTheDocument();
  const distribution = screen.getByRole('region', { name: 'Fordeling af bedømmelser' });
  expect(
    within(distribution)
      .getAllByRole('listitem')
      .map((li) => li.textContent),
  ).toEqual(['5 stjerner2', '4 stjerner2', '3 stjerner1', '2 stjerner0', '1 stjerne0']);
  const comments = screen.getByRole('region', { name: 'Seneste kommentarer' });
  expect(within(comments).getByText('Fin rådgivning')).toBeInTheDocument();
  expect(within(comments).getByText('3 af 5 stjerner')).toBeInTheDocument();
});

test('an unknown lender says so', async () => {
  server.use(
    http.get('/api/customer/suppliers/8/reputation', () =>
      HttpResponse.json({ message: 'Långiveren findes ikke.' }, { status: 404 }),
    ),
  );
  renderApp({ route: '/lenders/8', user: customer });
  expect(await screen.findByRole('heading', { name: 'Långiveren findes ikke.' })).toBeInTheDocument();
});

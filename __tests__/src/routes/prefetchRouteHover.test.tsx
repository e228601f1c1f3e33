import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { compareOffersLinkProps, provideCompareOffersPrefetch } from '../../../src/lib/routing/compareOffersPrefetch';
import { prefetchCompareOffers } from '../../../src/routes/prefetchRoute';

const mockLoaded = jest.fn();
// The comparison page's module, as the chunk a prefetch would download: evaluated once it is imported.
jest.mock('../../../src/features/compare/CompareOffersPage', () => {
  mockLoaded();
  return { CompareOffersPage: () => null };
});

// As the route table does when the routes are built.
beforeAll(() => provideCompareOffersPrefetch(prefetchCompareOffers));

test('hovering a link to the comparison loads its chunk', async () => {
  render(
    <a href="/compare" {...compareOffersLinkProps}>
      Sammenlign
    </a>,
  );
  expect(mockLoaded).not.toHaveBeenCalled();
  fireEvent.mouseEnter(screen.getByRole('link'));
  await waitFor(() => expect(mockLoaded).toHaveBeenCalledTimes(1));
});

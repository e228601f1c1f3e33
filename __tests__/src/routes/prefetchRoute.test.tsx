import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import {
  compareOffersLinkProps,
  usePrefetchCompareOffers,
  provideCompareOffersPrefetch,
} from '../../../src/lib/routing/compareOffersPrefetch';
import { prefetchCompareOffers } from '../../../src/routes/prefetchRoute';

const mockLoaded = jest.fn();
// The comparison page's module, as the chunk a prefetch would download: evaluated once it is imported.
jest.mock('../../../src/features/compare/CompareOffersPage', () => {
  mockLoaded();
  return { CompareOffersPage: () => null };
});

// As the route table does when the routes are built.
beforeAll(() => provideCompareOffersPrefetch(prefetchCompareOffers));

function PageLinkingToTheComparison() {
  usePrefetchCompareOffers();
  return (
    <a href="/compare" {...compareOffersLinkProps}>
      Sammenlign
    </a>
  );
}

test('a page linking to the comparison loads its chunk when idle after mounting, and only once', async () => {
  render(<PageLinkingToTheComparison />);
  // Not on the mount itself: the page's own first paint goes first.
  expect(mockLoaded).not.toHaveBeenCalled();
  await waitFor(() => expect(mockLoaded).toHaveBeenCalledTimes(1));
  fireEvent.mouseEnter(screen.getByRole('link'));
  fireEvent.focus(screen.getByRole('link'));
  await new Promise((resolve) => setTimeout(resolve, 0));
  expect(mockLoaded).toHaveBeenCalledTimes(1);
});

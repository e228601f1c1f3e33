// A signed-in page whose read fails shows loading, then its error, and the error stays (its "Prøv igen" with it)
// until the customer retries: not replaced by loading when the page's own subscription arrives after the route's
// prefetch has failed, nor when the window gets focus (store/api/failedReads.ts). A retry shows loading once.
import { act, screen, waitFor } from '@testing-library/react';
import { delay, http, HttpResponse } from 'msw';
import { customer, setupMswServer } from '../../support/msw';
import { activeRfq } from '../../support/rfqFixtures';
import { renderApp } from '../../support/renderWithProviders';

const server = setupMswServer();

type PageState = 'loading' | 'error' | 'content';

/** The states the page's main region goes through, each change once. */
function recordPageStates(): { states: PageState[]; stop: () => void } {
  const states: PageState[] = [];
  const observer = new MutationObserver(() => {
    const main = document.querySelector('main');
    if (!main) return;
    const state: PageState | null = main.querySelector('[role=alert]')
      ? 'error'
      : main.querySelector('[role=status]')
        ? 'loading'
        : main.querySelector('.home-grid')
          ? 'content'
          : null;
    if (state && states.at(-1) !== state) states.push(state);
  });
  observer.observe(document.body, { subtree: true, childList: true });
  return { states, stop: () => observer.disconnect() };
}

test('the error stays until the retry, through the page subscribing late and the window getting focus', async () => {
  let failing = true;
  server.use(
    http.get('/api/customer/users/1/rfqs', async () => {
      // Answers that take longer than a frame, as on a network: a spinner in between would be seen.
      await delay(60);
      return failing ? new HttpResponse(null, { status: 500 }) : HttpResponse.json([activeRfq()]);
    }),
  );
  const recorded = recordPageStates();
  const { user } = renderApp({ route: '/home', user: customer });
  const retry = await screen.findByRole('button', { name: 'Prøv igen' });

  act(() => {
    window.dispatchEvent(new Event('focus'));
  });
  await act(() => delay(200));
  expect(recorded.states).toEqual(['loading', 'error']);
  expect(retry).toBeInTheDocument();

  failing = false;
  await user.click(retry);
  await screen.findByRole('heading', { name: 'Din anmodning' });
  await waitFor(() => expect(recorded.states).toEqual(['loading', 'error', 'loading', 'content']));
  recorded.stop();
});

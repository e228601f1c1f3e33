// store/api/failedReads.ts: a failed read no component watches is forgotten, so the next component to watch it
// starts from loading instead of showing the old error and then asking again; focus asks again only for reads
// that hold an answer.
import { http, HttpResponse } from 'msw';
import { rfqsApi } from '../../store/api/rfqsApi';
import { makeStore } from '../../store/store';
import { setupMswServer } from '../support/msw';
import { activeRfq } from '../support/rfqFixtures';

const server = setupMswServer();

/** The customer's requests answered by `answer`; returns how many times they were asked for. */
function rfqsAnswer(answer: () => Response) {
  const asked = { count: 0 };
  server.use(
    http.get('/api/customer/users/1/rfqs', () => {
      asked.count += 1;
      return answer();
    }),
  );
  return asked;
}

const failing = () => HttpResponse.json({ message: 'down' }, { status: 500 });
const entry = (store: ReturnType<typeof makeStore>) => rfqsApi.endpoints.getRfqs.select(1)(store.getState());

test('a prefetch that fails before any page watches it is forgotten: the page starts from loading', async () => {
  rfqsAnswer(failing);
  const store = makeStore();
  await store.dispatch(rfqsApi.endpoints.getRfqs.initiate(1, { subscribe: false }));
  expect(entry(store).isUninitialized).toBe(true);
});

test('a failure stays while a page watches it, and goes with the page', async () => {
  const asked = rfqsAnswer(failing);
  const store = makeStore();
  const page = store.dispatch(rfqsApi.endpoints.getRfqs.initiate(1));
  await page;
  expect(entry(store).isError).toBe(true);
  page.unsubscribe();
  // The page has gone: its failure with it.
  expect(entry(store).isUninitialized).toBe(true);
  expect(asked.count).toBe(1);
});

test('an answer is kept when its last watcher goes', async () => {
  rfqsAnswer(() => HttpResponse.json([activeRfq()]));
  const store = makeStore();
  const page = store.dispatch(rfqsApi.endpoints.getRfqs.initiate(1));
  await page;
  page.unsubscribe();
  expect(entry(store).isSuccess).toBe(true);
});

test('focus asks again for a watched answer, not for a watched failure', async () => {
  let fail = false;
  const asked = rfqsAnswer(() => (fail ? failing() : HttpResponse.json([activeRfq()])));
  const store = makeStore();
  const page = store.dispatch(rfqsApi.endpoints.getRfqs.initiate(1));
  await page;
  window.dispatchEvent(new Event('focus'));
  await store.dispatch(rfqsApi.util.getRunningQueryThunk('getRfqs', 1));
  expect(asked.count).toBe(2);

  fail = true;
  await page.refetch();
  expect(entry(store).isError).toBe(true);
  const before = asked.count;
  window.dispatchEvent(new Event('focus'));
  await new Promise((resolve) => setTimeout(resolve, 50));
  expect(asked.count).toBe(before);
  page.unsubscribe();
});

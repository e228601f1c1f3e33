// The customer's requests: the list's answer serves each request's own address, so the comparison opens without
// waiting for a second request.
import { http, HttpResponse } from 'msw';
import { rfqsApi } from '../../store/api/rfqsApi';
import { makeStore } from '../../store/store';
import { setupMswServer } from '../support/msw';
import { activeRfq } from '../support/rfqFixtures';

const server = setupMswServer();

test('the list of requests fills each request, and opening one asks the server nothing more', async () => {
  const rfq = activeRfq();
  const single = jest.fn();
  server.use(
    http.get('/api/customer/users/1/rfqs', () => HttpResponse.json([rfq])),
    http.get(`/api/customer/rfqs/${rfq.id}`, () => {
      single();
      return HttpResponse.json(rfq);
    }),
  );
  const store = makeStore();
  await store.dispatch(rfqsApi.endpoints.getRfqs.initiate(1));
  expect(rfqsApi.endpoints.getRfq.select(rfq.id)(store.getState()).data).toEqual(rfq);

  const opened = await store.dispatch(rfqsApi.endpoints.getRfq.initiate(rfq.id));
  expect(opened.data).toEqual(rfq);
  expect(single).not.toHaveBeenCalled();
});

test('a failed list fills nothing', async () => {
  server.use(http.get('/api/customer/users/1/rfqs', () => HttpResponse.json({ message: 'down' }, { status: 500 })));
  const store = makeStore();
  await store.dispatch(rfqsApi.endpoints.getRfqs.initiate(1));
  expect(rfqsApi.endpoints.getRfq.select(7)(store.getState()).data).toBeUndefined();
});

test('a request already loaded on its own keeps its own answer', async () => {
  const own = activeRfq();
  const listed = { ...own, status: 'closed' as const };
  server.use(
    http.get(`/api/customer/rfqs/${own.id}`, () => HttpResponse.json(own)),
    http.get('/api/customer/users/1/rfqs', () => HttpResponse.json([listed])),
  );
  const store = makeStore();
  await store.dispatch(rfqsApi.endpoints.getRfq.initiate(own.id));
  await store.dispatch(rfqsApi.endpoints.getRfqs.initiate(1));
  expect(rfqsApi.endpoints.getRfq.select(own.id)(store.getState()).data).toEqual(own);
});

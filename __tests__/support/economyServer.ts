// The economy API for page tests: GET …/economic-profiles answers the current economy (404 while there is none),
// and each write a test expects is recorded in `sent` and answered by the test.
import { http, HttpResponse } from 'msw';
import type { EconomicProfile } from '../../contract/economicProfile';
import type { CustomerResources } from '../../contract/economy';
import { customer, server } from './msw';

export function serveEconomy(initial: EconomicProfile | null) {
  let economy = initial;
  const sent: { method: string; url: string; body: unknown }[] = [];
  server.use(
    http.get(`/api/customer/users/${customer.id}/economic-profiles`, () =>
      economy ? HttpResponse.json(economy) : HttpResponse.json({ message: 'none' }, { status: 404 }),
    ),
  );
  return {
    sent,
    set: (next: EconomicProfile) => (economy = next),
    on: (method: 'post' | 'patch' | 'delete', path: string, answer: (body: unknown) => Response) =>
      server.use(
        http[method](`/api/customer/users/${customer.id}/economic-profiles/${path}`, async ({ request }) => {
          const body = method === 'delete' ? null : await request.json();
          sent.push({ method, url: request.url, body });
          return answer(body);
        }),
      ),
  };
}

export const testResources: CustomerResources = {
  property_types: ['owner_house', 'owner_flat', 'cooperative_flat', 'holiday_home'],
  residence_types: [],
  asset_types: ['car', 'motorcycle', 'caravan', 'boat'],
  deposit_types: ['savings', 'pension'],
  liability_types: [],
  mortgage_kinds: ['fixed', 'f1', 'f3', 'f5', 'bank_home_loan'],
  civil_statuses: [],
  employment_types: [],
  lenders: [
    { id: 3, name: 'Nordbank', short_name: 'NB' },
    { id: 4, name: 'Fjordsparekassen', short_name: 'FS' },
  ],
};

/** GET /api/customer-resources: the option lists and two lenders. */
export function serveResources(resources: CustomerResources = testResources) {
  server.use(http.get('/api/customer-resources', () => HttpResponse.json(resources)));
}

// §8 on every signed-in page: a load refused with 429, 503 or a 5xx shows §8's text (not a generic "could not
// load") with a retry that asks again; a 429's Retry-After holds the retry until the wait is over. The pages come
// from the route table, so a page added later is covered (or must be listed below with the reason it loads nothing).
import { screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import type { RouteObject } from 'react-router-dom';
import { buildRouteTable } from '../../../src/routes/routeTable';
import { customer, setupMswServer } from '../../support/msw';
import { renderApp } from '../../support/renderWithProviders';

const server = setupMswServer();

/** Example values for the route params, so each path can be visited. */
const PARAMS: Record<string, string> = {
  rfqId: '12',
  leadId: '41',
  meetingId: '7',
  productType: 'mortgage',
  productId: '3',
  supplierId: '5',
  propertyType: 'house',
  propertyId: '9',
  assetSubType: 'car',
  assetType: 'vehicle',
  assetId: '4',
  liabilityType: 'car_loan',
};

/** Pages that load nothing of their own, so no load can fail: the reason for each. */
const LOADS_NOTHING: Record<string, string> = {
  '/profile': 'shows the signed-in user, which the session already holds',
  '/profile/edit': 'edits the signed-in user, which the session already holds',
  '/mortgage-surveillance/consent': 'a text and a consent button',
  '/mortgage-surveillance-disabled': 'a text that leads to the consent',
};

/** Opted in to mortgage surveillance (§6), so its pages open instead of redirecting. */
const member = { ...customer, mortgage_surveillance: true };

function pagePaths(): string[] {
  const shell = buildRouteTable(() => null)[0].children?.find((route) => route.id === 'shell');
  return (shell?.children ?? [])
    .filter((route: RouteObject) => route.lazy && route.path)
    .map((route) =>
      route.path!.replace(/\/:(\w+)\?/g, '').replace(/:(\w+)/g, (_, name: string) => {
        if (!(name in PARAMS)) throw new Error(`no example value for :${name}`);
        return PARAMS[name];
      }),
    )
    .filter((path) => !(path in LOADS_NOTHING));
}

/** Every API call fails with `status`; the session itself is known. Returns how many calls were refused. */
function failEveryCall(status: number, headers: Record<string, string> = {}) {
  const refused = { count: 0 };
  server.use(
    http.get('/api/users/current/auth', () => HttpResponse.json(member)),
    http.all('/api/*', () => {
      refused.count += 1;
      return HttpResponse.json({ message: 'refused' }, { status, headers });
    }),
  );
  return refused;
}

async function retriesAskAgain(refused: { count: number }) {
  const [retry] = await screen.findAllByRole('button', { name: 'Prøv igen' });
  await waitFor(() => expect(retry).toBeEnabled());
  const before = refused.count;
  retry.click();
  await waitFor(() => expect(refused.count).toBeGreaterThan(before));
}

const PAGES = pagePaths();

test('the route table gives the pages to check', () => {
  expect(PAGES).toEqual(
    expect.arrayContaining([
      '/home',
      '/rfqs/current',
      '/rfqs/12/compare-offers',
      '/messages',
      '/economy/family-and-work',
    ]),
  );
});

describe.each(PAGES)('%s', (route) => {
  test('503: "we are updating", and retry asks again', async () => {
    const refused = failEveryCall(503);
    renderApp({ route, user: member });
    expect(
      (await screen.findAllByText('Vi opdaterer Lånetorvet lige nu. Prøv igen om et par minutter.'))[0],
    ).toBeVisible();
    await retriesAskAgain(refused);
  });

  test('500: the unknown-error text, and retry asks again', async () => {
    const refused = failEveryCall(500);
    renderApp({ route, user: member });
    expect((await screen.findAllByText('Der skete en uventet fejl. Prøv igen om lidt.'))[0]).toBeVisible();
    await retriesAskAgain(refused);
  });

  test('429 with Retry-After: the seconds to wait, and no retry before then', async () => {
    failEveryCall(429, { 'Retry-After': '120' });
    renderApp({ route, user: member });
    expect(
      (await screen.findAllByText('Du har prøvet for mange gange. Du kan prøve igen om 120 sekunder.'))[0],
    ).toBeVisible();
    for (const retry of screen.queryAllByRole('button', { name: 'Prøv igen' })) expect(retry).toBeDisabled();
  });
});

test('429: retry opens once the wait is over, and then asks again', async () => {
  const refused = failEveryCall(429, { 'Retry-After': '1' });
  renderApp({ route: '/home', user: member });
  expect(await screen.findByText('Du har prøvet for mange gange. Du kan prøve igen om 1 sekund.')).toBeVisible();
  expect(screen.getByRole('button', { name: 'Prøv igen' })).toBeDisabled();
  expect(await screen.findByText('Du har prøvet for mange gange. Vent lidt, og prøv så igen.')).toBeVisible();
  await retriesAskAgain(refused);
});

test('in English too', async () => {
  failEveryCall(503);
  renderApp({ route: '/home', user: { ...member, preferences: { lang: 'en' } }, locale: 'en' });
  expect(
    await screen.findByText('We are updating Lånetorvet right now. Please try again in a few minutes.'),
  ).toBeVisible();
  expect(screen.getByRole('button', { name: 'Try again' })).toBeEnabled();
});

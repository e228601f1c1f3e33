// The server's render entry loads where there is no browser (issue 49): no `window`, `document`, storage or
// `navigator` beyond Node's own, and jsdom is not among the modules it loads.
import { customerApiPaths } from '../../../domain/signedInPage';
import { paths } from '../../../domain/paths';
import type { SignedInPageState } from '../../../contract/signedInPage';
import { customer } from '../../support/fixtures';
import { activeRfq } from '../../support/rfqFixtures';

const jsdomModules = () => Object.keys(require.cache).filter((file) => /[\\/]node_modules[\\/]jsdom[\\/]/.test(file));

// Loaded inside the tests, after the globals are checked: an import at the top would run before them.
type Entry = typeof import('../../../src/prerender/renderSignedInPage');
// eslint-disable-next-line @typescript-eslint/no-require-imports
const loadEntry = () => require('../../../src/prerender/renderSignedInPage') as Entry;

test('the server render entry imports with no browser globals and without jsdom', () => {
  expect(typeof window).toBe('undefined');
  expect(typeof document).toBe('undefined');
  expect(typeof localStorage).toBe('undefined');
  const entry = loadEntry();
  expect(typeof entry.renderSignedInPage).toBe('function');
  expect(typeof window).toBe('undefined');
  expect(typeof document).toBe('undefined');
  expect(jsdomModules()).toEqual([]);
});

test('the server’s own modules load without jsdom', () => {
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  expect(typeof require('../../../server/app').buildApp).toBe('function');
  expect(jsdomModules()).toEqual([]);
});

// The same pages as __tests__/src/prerender/renderSignedInPage.test.tsx (which hydrates them in jsdom), rendered
// here as the server renders them (in its own thread, or its worker): in Node, with no browser globals.
describe('a signed-in page rendered with Node’s globals only', () => {
  const load = loadEntry;
  const rfq = activeRfq();
  const job = (url: string, state: SignedInPageState, phone = false) => ({ url, state, guestLocale: null, phone });
  const homeState: SignedInPageState = { user: customer, answers: { [customerApiPaths.rfqs(customer.id)]: [rfq] } };
  const compareState: SignedInPageState = { user: customer, answers: { [customerApiPaths.rfq(rfq.id)]: rfq } };

  test('the dashboard, in the user’s language', async () => {
    const page = await load().renderSignedInPage(job(paths.home.path, homeState));
    expect(page).toMatchObject({ locale: 'da', title: expect.stringContaining('Forside') });
    expect(page?.html).toContain('Hej Mette');
    const english = await load().renderSignedInPage(
      job(paths.home.path, { ...homeState, user: { ...customer, preferences: { lang: 'en' } } }),
    );
    expect(english?.locale).toBe('en');
    expect(english?.html).toContain('Hi Mette');
    expect(typeof window).toBe('undefined');
    expect(jsdomModules()).toEqual([]);
  });

  test('the comparison, wide and for a phone', async () => {
    const wide = await load().renderSignedInPage(job(paths.compareOffers.getHref(rfq.id), compareState));
    const phone = await load().renderSignedInPage(job(paths.compareOffers.getHref(rfq.id), compareState, true));
    expect(wide?.html).toContain('compare-table');
    const headers = (html = '') => html.split('<th').length;
    expect(headers(phone?.html)).toBeLessThan(headers(wide?.html));
  });
});

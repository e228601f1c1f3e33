// Every route of the route table (domain/paths.ts) at a phone's width, as the seeded customer with a request,
// offers, an economy and mortgage surveillance: no page may be wider than the screen (sideways scrolling hides
// figures and buttons). A route whose parameters cannot be filled from the customer's data fails the test, so a
// route added later is visited too.
import { expect, test, type Page } from '@playwright/test';
import { paths } from '../domain/paths';
import { setSurveillance, signIn } from './dashboardSupport';

const PHONE_WIDTHS = [320, 375] as const;

type Params = Record<string, string>;

/** Every `path` of the route table, nested entries included. */
function routePaths(table: unknown): string[] {
  if (!table || typeof table !== 'object') return [];
  const entry = table as { path?: unknown };
  const own = typeof entry.path === 'string' ? [entry.path] : [];
  return [...own, ...Object.values(table).flatMap((value) => routePaths(value))];
}

function fill(path: string, params: Params): string {
  return path.replace(/:(\w+)\??/g, (_, name: string) => {
    if (!(name in params)) throw new Error(`no value for :${name} in ${path}`);
    return encodeURIComponent(params[name]);
  });
}

/** The parameters of the customer's own data, read from the API the pages use. */
async function customerParams(page: Page): Promise<Params> {
  const user = await (await page.request.get('/api/users/current/auth')).json();
  const rfqs = await (await page.request.get(`/api/customer/users/${user.id}/rfqs`)).json();
  const profile = await (await page.request.get(`/api/customer/users/${user.id}/economic-profiles`)).json();
  const rfq = rfqs[0];
  const lead = rfq.leads.find((l: { offer: unknown }) => l.offer);
  const product = [...lead.offer.loans, ...lead.offer.credits, ...lead.offer.deposits][0];
  const meetingLead = rfq.leads.find((l: { meetings: unknown[] }) => l.meetings.length > 0);
  const vehicle = profile.vehicles[0];
  return {
    rfqId: String(rfq.id),
    leadId: String(lead.id),
    supplierId: String(lead.supplier.id),
    leadIds: '',
    productType: product.product_type,
    productId: String(product.id),
    meetingId: meetingLead ? String(meetingLead.meetings[0].id) : '0',
    propertyType: 'owner_house',
    propertyId: String(profile.properties[0].id),
    assetSubType: 'car',
    assetType: vehicle.asset_type === 'boat' ? 'boat' : 'vehicle',
    assetId: String(vehicle.id),
    liabilityType: 'consumer_loans',
    token: 'no-such-token',
    customerSupplierRatingToken: 'no-such-token',
    step: 'om-dig',
  };
}

test('no page of the route table is wider than a 320 or 375 px phone', async ({ page }) => {
  test.setTimeout(300_000);
  await signIn(page, 'da');
  await setSurveillance(page, true);
  const params = await customerParams(page);
  const routes = [...new Set(routePaths(paths).map((path) => fill(path, params)))];

  const tooWide: string[] = [];
  for (const width of PHONE_WIDTHS) {
    await page.setViewportSize({ width, height: 800 });
    for (const route of routes) {
      await page.goto(route);
      await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
      // Late content (a chart, a lazily loaded table) settles before measuring.
      await page.waitForLoadState('networkidle');
      const documentWidth = await page.evaluate(() => document.documentElement.scrollWidth);
      if (documentWidth > width) tooWide.push(`${route} (${page.url()}) is ${documentWidth} px at ${width} px`);
    }
  }
  await setSurveillance(page, false);
  expect(tooWide).toEqual([]);
});

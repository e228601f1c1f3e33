// Published prices move the verdict and the alert mail arrives. The demo customer opts in and sets an
// alert threshold; an admin loads a rates file where converting down does not pay (the threshold is not reached),
// then one where it pays well: the overview's verdict changes and one alert mail is in the outbox.
import { expect, test, type Page } from '@playwright/test';
import da from '../translations/da.json';
import { leaveCustomerInDanish, signIn } from './dashboardSupport';

test.describe.configure({ mode: 'serial' });
leaveCustomerInDanish();

type Mail = { id: number; to: string; subject: string; text: string };
const HEADER = 'series,coupon,term_years,kind,date,price,yield';
// The demo customer's mortgage is 4 %; on these far dates only the 3 % series is priced, so its price decides.
const rates = (date: string, price: string) => `${HEADER}\n3% Nykredit 2056,3,30,fixed,${date},${price},3.1\n`;

async function xsrf(page: Page): Promise<Record<string, string>> {
  await page.request.get('/sanctum/csrf-cookie');
  const cookie = (await page.context().cookies()).find((c) => c.name === 'XSRF-TOKEN');
  return { 'x-xsrf-token': decodeURIComponent(cookie?.value ?? ''), accept: 'application/json' };
}

async function lastMailId(page: Page): Promise<number> {
  return ((await (await page.request.get('/dev/mail')).json()) as Mail[])[0]?.id ?? 0;
}

test('an imported rates file moves the verdict, and the alert mail arrives once', async ({ page, browser }) => {
  test.setTimeout(120_000);
  await signIn(page, 'da');
  const me = (await (await page.request.get('/api/users/current/auth')).json()) as { id: number };
  const base = `/api/customer/users/${me.id}/mortgage-surveillance`;
  const headers = await xsrf(page);
  if ((await page.request.get(base)).status() === 403) {
    expect((await page.request.post(`${base}/consent`, { headers, data: { accepted: true } })).status()).toBe(201);
  }
  const overview = (await (await page.request.get(base)).json()) as { properties: { property_id: number }[] };
  const propertyId = overview.properties[0].property_id;
  const alert = await page.request.put(`${base}/properties/${propertyId}/alert`, {
    headers,
    data: { min_gain_kr: 1000 },
  });
  expect(alert.status()).toBe(200);

  const admin = await browser.newPage();
  await admin.goto('/login');
  await admin.getByLabel('E-mail').fill('admin@example.dk');
  await admin.getByLabel('Adgangskode', { exact: true }).fill('demo-hest-batteri');
  await admin.getByRole('button', { name: 'Log ind' }).click();
  await admin.waitForURL('**/admin/dashboard');
  const adminHeaders = { ...(await xsrf(admin)), 'content-type': 'text/csv' };
  const load = (date: string, price: string) =>
    admin.request.post('/api/admin/mortgage-rates', { headers: adminHeaders, data: rates(date, price) });

  // Prices far below par: a new loan at 3 % would cost more than it saves; no alert.
  expect((await load('2030-01-02', '80')).status()).toBe(200);
  const before = await lastMailId(page);
  await page.goto('/mortgage-surveillance');
  const sentence = page.locator('.surveillance-verdict__sentence').first();
  await expect(sentence).toHaveText(da['mortgageSurveillance.verdict.keep']);

  // At par the 3 % series pays: the verdict says how much, and the alert mail goes out, once.
  expect((await load('2030-01-03', '100')).status()).toBe(200);
  await page.reload();
  await expect(sentence).toContainText('3 %');
  await expect(sentence).not.toHaveText(da['mortgageSurveillance.verdict.keep']);
  let alerts: Mail[] = [];
  await expect(async () => {
    const mails = (await (await page.request.get('/dev/mail')).json()) as Mail[];
    alerts = mails.filter((m) => m.id > before && m.to === 'kunde@example.dk' && /omlægge/i.test(m.subject));
    expect(alerts).toHaveLength(1);
  }).toPass({ timeout: 10_000 });
  expect(alerts[0].text).toContain('/mortgage-surveillance');

  // A bad row is refused with its line and column, and loads nothing.
  const bad = await load('2030-01-04', 'abc');
  expect(bad.status()).toBe(422);
  expect(JSON.stringify(await bad.json())).toMatch(/[Ll]inje 2|[Ll]ine 2/);

  await admin.close();
  expect((await page.request.delete(`${base}/consent`, { headers })).status()).toBe(204);
});

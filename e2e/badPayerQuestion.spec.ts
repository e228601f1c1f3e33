// The bad-payer question (§5 `is_registered_as_bad_payer`) from the aboutYou step to the lender: "yes" is refused
// on the step, "no" is sent, and the lender's system reads the answer in its lead through the supplier API.
// Screenshots of the step at 375 and 1280 px in e2e/artifacts/badPayer/.
import { expect, test, type Page } from '@playwright/test';
import da from '../translations/da.json';
import { demoLenders } from '../server/demoLenders/lenderList';
import { DEMO_PASSWORD } from '../server/seed/users';
import { supplierTokenThroughApi } from '../scripts/supplierToken';
import { completeSteps } from '../__tests__/support/submissionFixture';
import { xsrfHeaders } from './newCustomer';

const t = (key: keyof typeof da) => da[key];

async function toAboutYou(page: Page) {
  const next = page.getByRole('button', { name: t('form.nav.next'), exact: true });
  await page.goto('/form/');
  await page.getByRole('radio', { name: t('options.personaTypes.generic'), exact: true }).check();
  await next.click();
  await page.getByRole('radio', { name: t('options.residenceTypes.rented'), exact: true }).check();
  await next.click();
  await page.getByRole('radio', { name: t('common.no'), exact: true }).check();
  await next.click();
  await page.getByLabel(t('form.savings.savings'), { exact: true }).fill('25000');
  await next.click();
  await expect(page.getByRole('heading', { level: 1, name: t('form.steps.aboutYou') })).toBeVisible();
}

test('the bad-payer question: "yes" is refused on the step, "no" reaches the lender\'s lead', async ({
  page,
  baseURL,
}) => {
  test.setTimeout(120_000);
  await toAboutYou(page);
  await page.getByRole('radio', { name: t('options.civilStatuses.single'), exact: true }).check();
  await page
    .getByRole('group', { name: t('form.aboutYou.age') })
    .getByLabel(t('form.aboutYou.birthDate'), { exact: true })
    .fill('1984-05-12');
  await page.getByLabel(t('form.aboutYou.children'), { exact: true }).fill('0');

  const question = page.getByRole('group', { name: t('form.aboutYou.badPayer') });
  await question.getByRole('radio', { name: t('common.yes'), exact: true }).check();
  await page.getByRole('button', { name: t('form.nav.next'), exact: true }).click();
  await expect(page.getByRole('alert').filter({ hasText: t('validation.is_registered_as_bad_payer') })).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: t('form.steps.aboutYou') })).toBeVisible();
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: width === 375 ? 812 : 900 });
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.screenshot({ path: `e2e/artifacts/badPayer/da-aboutYou-yes-${width}.png`, fullPage: true });
  }

  await question.getByRole('radio', { name: t('common.no'), exact: true }).check();
  await page.getByRole('button', { name: t('form.nav.next'), exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: t('form.steps.employment') })).toBeVisible();

  // The server refuses "yes" as the step did; "no" is sent as the form sends it.
  await page.request.get('/sanctum/csrf-cookie');
  const email = `bad-payer-${Date.now()}@example.dk`;
  const send = async (answer: boolean) => {
    const steps = completeSteps({ email });
    steps.aboutYou.is_registered_as_bad_payer = answer;
    return page.request.post('/api/auction-form', {
      data: { steps, formPurpose: 'existing_property' },
      headers: await xsrfHeaders(page, 'da'),
    });
  };
  const refused = await send(true);
  expect(refused.status()).toBe(422);
  expect(Object.keys((await refused.json()).errors)).toContain('aboutYou.is_registered_as_bad_payer');
  const sent = await send(false);
  expect(sent.status()).toBe(201);
  const rfqId = ((await sent.json()) as { rfq: { id: number } }).rfq.id;

  // A lender with a lead on the request reads the answer through the supplier API.
  const admin = { email: 'admin@example.dk', password: DEMO_PASSWORD };
  const answers: unknown[] = [];
  for (const { slug } of demoLenders) {
    const token = await supplierTokenThroughApi(baseURL!, admin, slug);
    const res = await page.request.get('/supplier-api/v1/leads?status=all', {
      headers: { Authorization: `Bearer ${token}`, Accept: 'application/json' },
    });
    expect(res.status()).toBe(200);
    const { data } = (await res.json()) as { data: { rfq: { id: number; request: Record<string, unknown> } }[] };
    const lead = data.find((l) => l.rfq.id === rfqId);
    if (lead) answers.push(lead.rfq.request.is_registered_as_bad_payer);
  }
  expect(answers.length).toBeGreaterThan(0);
  expect(answers.every((answer) => answer === false)).toBe(true);
});

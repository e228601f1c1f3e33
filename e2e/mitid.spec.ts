// MitID through the local test identity provider (issue 46; started beside the server on E2E_PORT + 10): the broker's
// page stands in, the round trip comes back with what happened, in Danish and English, at 375 and 1280 px.
import { expect, test, type Locator, type Page } from '@playwright/test';
import da from '../translations/da.json';
import en from '../translations/en.json';
import { demoLenders } from '../server/demoLenders/lenderList';
import { DEMO_PASSWORD } from '../server/seed/users';
import { supplierTokenThroughApi } from '../scripts/supplierToken';
import { expectNoAxeViolations } from './axe';
import { NEW_CUSTOMER_PASSWORD, newCustomerWithRequest, xsrfHeaders } from './newCustomer';

type Lang = 'da' | 'en';
const texts = {
  da: {
    signIn: 'Log ind',
    mitid: /Log ind med MitID/,
    cancelled: 'Du afbrød MitID. Intet er ændret; prøv igen, når du er klar.',
    pending: /MitID bekræftede, at du er Lars Nielsen\./,
    pendingMette: /MitID bekræftede, at du er Mette Hansen\./,
    email: 'E-mail',
    password: 'Adgangskode',
    linkSubmit: 'Knyt MitID og log ind',
    profileLinked: /MitID er knyttet til din konto siden/,
    unlink: 'Fjern MitID',
    link: /Knyt MitID/,
    choose: 'Vælg dette tilbud',
    confirmChoice: 'Ja, vælg dette tilbud',
    confirmMitid: /Bekræft med MitID/,
    confirmed: /Bekræftet med MitID/,
    chosen: 'Du har valgt dette tilbud',
  },
  en: {
    signIn: 'Sign in',
    mitid: /Sign in with MitID/,
    cancelled: 'You cancelled MitID. Nothing has changed; try again when you are ready.',
    pending: /MitID confirmed that you are Lars Nielsen\./,
    pendingMette: /MitID confirmed that you are Mette Hansen\./,
    email: 'Email',
    password: 'Password',
    linkSubmit: 'Link MitID and sign in',
    profileLinked: /MitID has been linked to your account since/,
    unlink: 'Remove MitID',
    link: /Link MitID/,
    choose: 'Choose this offer',
    confirmChoice: 'Yes, choose this offer',
    confirmMitid: /Confirm with MitID/,
    confirmed: /Confirmed with MitID/,
    chosen: 'You chose this offer',
  },
} as const;

async function openLogin(page: Page, lang: Lang) {
  await page.goto('/login');
  // The language chosen earlier in this browser stays: English is chosen only where the page is still Danish.
  await expect(page.getByRole('heading', { level: 1, name: /^(Log ind|Sign in)$/ })).toBeVisible();
  if (lang === 'en' && (await page.getByRole('heading', { level: 1, name: 'Log ind' }).isVisible())) {
    await page.getByRole('button', { name: 'English' }).click();
  }
  await expect(page.getByRole('heading', { level: 1, name: texts[lang].signIn })).toBeVisible();
}

async function shot(page: Page, name: string) {
  await page.screenshot({ path: `e2e/artifacts/mitid-${name}.png`, fullPage: true });
}

for (const lang of ['da', 'en'] as const) {
  for (const width of [375, 1280]) {
    test(`cancelling at the broker returns to /login with a message (${lang}, ${width} px)`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 });
      await openLogin(page, lang);
      await page.getByRole('link', { name: texts[lang].mitid }).click();
      await expect(page.getByRole('heading', { name: 'MitID – testudbyder' })).toBeVisible();
      if (lang === 'da' && width === 375) await shot(page, 'broker-375');
      await page.getByRole('button', { name: 'Afbryd' }).click();
      await expect(page).toHaveURL(/\/login\?mitid=cancelled$/);
      await expect(page.getByRole('alert').filter({ hasText: texts[lang].cancelled })).toBeVisible();
      await expectNoAxeViolations(page);
      await shot(page, `cancelled-${lang}-${width}`);
    });
  }
}

for (const [lang, width] of [
  ['da', 375],
  ['en', 1280],
] as const) {
  test(`an existing customer links MitID after giving her password, then unlinks it on the profile (${lang}, ${width} px)`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 900 });
    const { email } = await newCustomerWithRequest(page, lang, 'mitid');
    await page.context().clearCookies();
    await openLogin(page, lang);
    await page.getByRole('link', { name: texts[lang].mitid }).click();
    await page.getByRole('button', { name: /Lars Nielsen/ }).click();
    await expect(page).toHaveURL(/\/login\?mitid=pending$/);
    await expect(page.getByText(texts[lang].pending)).toBeVisible();
    await expectNoAxeViolations(page);
    await shot(page, `pending-${lang}-${width}`);
    await page.getByLabel(texts[lang].email).fill(email);
    await page.getByLabel(texts[lang].password, { exact: true }).fill(NEW_CUSTOMER_PASSWORD);
    await page.getByRole('button', { name: texts[lang].linkSubmit }).click();
    await expect(page).not.toHaveURL(/\/login/);

    await page.goto('/profile');
    await expect(page.getByText(texts[lang].profileLinked)).toBeVisible();
    await expectNoAxeViolations(page);
    await shot(page, `profile-linked-${lang}-${width}`);

    // Signed out, MitID alone signs her in now.
    await page.context().clearCookies();
    await openLogin(page, lang);
    await page.getByRole('link', { name: texts[lang].mitid }).click();
    await page.getByRole('button', { name: /Lars Nielsen/ }).click();
    await expect(page).not.toHaveURL(/\/login/);
    await page.goto('/profile');
    await page.getByRole('button', { name: texts[lang].unlink }).click();
    await expect(page.getByRole('link', { name: texts[lang].link })).toBeVisible();
  });
}

type ApiLead = { id: number; offer: { version: number } | null; supplier: { name: string } };

for (const [lang, width] of [
  ['da', 375],
  ['en', 1280],
] as const) {
  test(`choosing an offer asks a customer linked to MitID to confirm with MitID, and the lender's lead says so (${lang}, ${width} px)`, async ({
    page,
    baseURL,
  }) => {
    test.setTimeout(180_000);
    await page.setViewportSize({ width, height: 900 });
    const { email, rfqId } = await newCustomerWithRequest(page, lang, 'stepup');
    await page.goto('/profile');
    await page.getByRole('link', { name: texts[lang].link }).click();
    await page.getByRole('button', { name: /Mette Hansen/ }).click();
    await expect(page.getByText(texts[lang].profileLinked)).toBeVisible();
    const userId = ((await (await page.request.get('/api/users/current/auth')).json()) as { id: number }).id;

    try {
      // Signed in again with her password: this session has no MitID confirmation.
      await page.context().clearCookies();
      await openLogin(page, lang);
      await page.getByLabel(texts[lang].email).fill(email);
      await page.getByLabel(texts[lang].password, { exact: true }).fill(NEW_CUSTOMER_PASSWORD);
      await page.getByRole('button', { name: texts[lang].signIn, exact: true }).click();
      await expect(page).not.toHaveURL(/\/login/);

      const leadsOf = async () =>
        (
          (await (
            await page.request.get(`/api/customer/rfqs/${rfqId}`, { headers: { Accept: 'application/json' } })
          ).json()) as { leads: ApiLead[] }
        ).leads.filter((l) => l.offer);
      await expect.poll(async () => (await leadsOf()).length, { timeout: 30_000 }).toBeGreaterThanOrEqual(1);
      const [first] = await leadsOf();

      await page.goto(`/rfqs/${rfqId}/compare-offers/0,${first.id}`);
      const choice = page.getByTestId(`offer-choice-${first.id}`).first();
      await choice.getByRole('button', { name: texts[lang].choose }).click();
      await page.getByRole('dialog').getByRole('button', { name: texts[lang].confirmChoice }).click();
      const confirm = choice.getByRole('link', { name: texts[lang].confirmMitid });
      await expect(confirm).toBeVisible();
      await expectNoAxeViolations(page);
      await shot(page, `stepup-asked-${lang}-${width}`);
      await choice.screenshot({ path: `e2e/artifacts/mitid-stepup-asked-choice-${lang}-${width}.png` });

      await confirm.click();
      await page.getByRole('button', { name: /Mette Hansen/ }).click();
      await expect(page).toHaveURL(new RegExp(`step=choose-${first.id}&mitid=confirmed$`));
      const dialog = page.getByRole('dialog');
      await expect(dialog).toBeVisible();
      await expectNoAxeViolations(page);
      await shot(page, `stepup-back-${lang}-${width}`);
      await page.screenshot({ path: `e2e/artifacts/mitid-stepup-back-view-${lang}-${width}.png` });
      await dialog.getByRole('button', { name: texts[lang].confirmChoice }).click();
      await expect(choice).toContainText(texts[lang].chosen);
      await expectNoAxeViolations(page);
      await shot(page, `stepup-chosen-${lang}-${width}`);

      // The lender's own system reads that MitID confirmed the choice.
      const slug = demoLenders.find((l) => l.name === first.supplier.name)?.slug as string;
      const token = await supplierTokenThroughApi(
        baseURL!,
        { email: 'admin@example.dk', password: DEMO_PASSWORD },
        slug,
      );
      const seen = await page.request.get(`/supplier-api/v1/leads/${first.id}`, {
        headers: { Authorization: `Bearer ${token as string}`, Accept: 'application/json' },
      });
      expect(seen.status()).toBe(200);
      expect(await seen.json()).toMatchObject({ status: 'won', won_confirmed_with: 'mitid' });
    } finally {
      // The test provider's Mette is shared by the tests: unlinked again.
      await page.request.delete(`/api/customer/users/${userId}/mitid`, { headers: await xsrfHeaders(page, lang) });
    }
  });
}

const FORM: Record<Lang, Record<string, string>> = { da, en };

for (const [lang, width] of [
  ['da', 375],
  ['en', 1280],
] as const) {
  test(`a new customer fills the form, signs up with MitID at the sign-in step, and her answers survive (${lang}, ${width} px)`, async ({
    page,
  }) => {
    test.setTimeout(180_000);
    const tr = (key: string) => FORM[lang][key];
    const label = (key: string, scope: Page | Locator = page) => scope.getByLabel(tr(key), { exact: true });
    const choose = (key: string, scope: Page | Locator = page) =>
      scope.getByRole('radio', { name: tr(key), exact: true }).check();
    const step = (key: string) =>
      expect(page.getByRole('heading', { level: 1, name: tr(`form.steps.${key}`) })).toBeVisible();
    const next = () => page.getByRole('button', { name: tr('form.nav.next'), exact: true }).click();
    await page.setViewportSize({ width, height: 900 });
    await page.goto('/form/');
    if (lang === 'en') await page.getByRole('button', { name: 'English' }).click();

    await step('start');
    await choose('options.personaTypes.generic');
    await next();
    await step('housingSituation');
    await choose('options.residenceTypes.rented');
    await next();
    await step('otherAssets');
    await choose('common.no');
    await next();
    await step('savings');
    await label('form.savings.savings').fill('25000');
    await next();
    await step('aboutYou');
    await choose('options.civilStatuses.single');
    await label('form.aboutYou.birthDate', page.getByRole('group', { name: tr('form.aboutYou.age') })).fill(
      '1985-04-12',
    );
    await label('form.aboutYou.children').fill('0');
    await choose('common.no', page.getByRole('group', { name: tr('form.aboutYou.badPayer') }));
    await next();
    await step('employment');
    await choose('options.employmentTypes.employee');
    await label('form.employment.employer').fill('Roskilde Kommune');
    await label('form.employment.since').fill('2015-08');
    await label('form.employment.income').fill('48500');
    await next();
    await step('otherDebt');
    await next();
    await step('wishes');
    await page.getByRole('checkbox', { name: tr('options.lookingFor.lower_payment') }).check();
    await choose('common.no', page.getByRole('group', { name: tr('form.wishes.unsatisfied') }));
    await next();

    // The sign-in step: sign up with MitID; the round trip comes back here with every answer kept.
    await step('profile');
    await page.getByRole('link', { name: tr('auth.mitid.signUp') }).click();
    await page.getByRole('button', { name: /Mette Hansen/ }).click();
    await expect(page).toHaveURL(/mitid=pending/);
    await step('profile');
    await expect(page.getByText(texts[lang].pendingMette)).toBeVisible();
    await expectNoAxeViolations(page);
    await shot(page, `signup-pending-${lang}-${width}`);

    const email = `mitid-signup-${lang}-${Date.now()}@example.dk`;
    await label('form.profile.fullName').fill('Mette Hansen');
    await label('form.profile.email').fill(email);
    await label('form.profile.phone').fill('20 12 34 56');
    await label('form.profile.password').fill(NEW_CUSTOMER_PASSWORD);
    await label('form.profile.passwordConfirmation').fill(NEW_CUSTOMER_PASSWORD);
    await page.getByRole('checkbox', { name: tr('form.profile.acceptTerms') }).check();
    await page.getByRole('button', { name: tr('form.nav.submit') }).click();
    await expect(page).toHaveURL(/\/rfqs\/current$/);

    const me = (await (await page.request.get('/api/users/current/auth')).json()) as { id: number; email: string };
    try {
      expect(me.email).toBe(email);
      const status = await page.request.get(`/api/customer/users/${me.id}/mitid`);
      expect(((await status.json()) as { linked: boolean }).linked).toBe(true);
      // The answers typed before the round trip reached the request.
      const json = async (url: string) =>
        (await page.request.get(url, { headers: { Accept: 'application/json' } })).json() as Promise<unknown>;
      const list = (await json(`/api/customer/users/${me.id}/rfqs`)) as { id: number }[] | { data: { id: number }[] };
      const [rfq] = Array.isArray(list) ? list : list.data;
      const sent = (await json(`/api/customer/rfqs/${rfq.id}`)) as { deposits: { amount: number }[] };
      expect(sent.deposits).toEqual([expect.objectContaining({ deposit_type: 'savings', amount: 25000 })]);
    } finally {
      await page.request.delete(`/api/customer/users/${me.id}/mitid`, { headers: await xsrfHeaders(page, lang) });
    }
  });
}

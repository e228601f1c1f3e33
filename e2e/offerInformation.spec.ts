// Every offer with its standard figures, in the built app: the seeded customer finds a representative example on
// every loan of every offer, opens an offer's standard information sheet, downloads it as a PDF and the test reads
// its text back (the lender, the version, the withdrawal right); in Danish and English, at 1280 and 375 px,
// axe-clean. Screenshots go to e2e/artifacts/information/.
import { readFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { expectNoAxeViolations } from './axe';
import { pdfText } from '../__tests__/support/pdfText';

const PASSWORD = 'demo-hest-batteri';
const WIDTHS = [1280, 375] as const;
const TEXT = {
  da: {
    example: 'Repræsentativt eksempel',
    open: 'Standardoplysninger (SEF/ESIS)',
    title: (lender: string) => `Standardoplysninger om tilbuddet fra ${lender}`,
    download: 'Hent som PDF',
    withdrawal: 'Fortrydelsesret',
    version: 'Tilbud version',
    days: 'inden for 14 dage',
  },
  en: {
    example: 'Representative example',
    open: 'Standard information (SECCI/ESIS)',
    title: (lender: string) => `Standard information about the offer from ${lender}`,
    download: 'Download as PDF',
    withdrawal: 'Right of withdrawal',
    version: 'Offer version',
    days: 'within 14 days',
  },
} as const;

type Product = { product_type: string };
type Lead = {
  id: number;
  rfq_id: number;
  status: string;
  supplier: { name: string };
  offer: { version: number; loans: Product[]; credits: Product[] } | null;
};

async function signIn(page: Page) {
  await page.goto('/login');
  await page.getByLabel('E-mail').fill('kunde@example.dk');
  await page.getByLabel('Adgangskode', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Log ind' }).click();
  await expect(page).toHaveURL(/\/home$/);
}

/** The user's language is stored: switched at a width where the header shows the choice. */
async function chooseLanguage(page: Page, language: 'English' | 'Dansk', groupName: 'Sprog' | 'Language') {
  const size = page.viewportSize();
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.getByRole('group', { name: groupName }).getByRole('button', { name: language }).click();
  await expect(page.locator('html')).toHaveAttribute('lang', language === 'English' ? 'en' : 'da');
  await page.waitForLoadState('networkidle');
  if (size) await page.setViewportSize(size);
}

/** The seeded customer's offers, from the API the pages read. */
async function offeredLeads(page: Page): Promise<Lead[]> {
  const user = await (await page.request.get('/api/users/current/auth')).json();
  const rfqs = await (await page.request.get(`/api/customer/users/${user.id}/rfqs`)).json();
  return (rfqs[0].leads as Lead[]).filter((lead) => lead.offer !== null && lead.status !== 'lost');
}

for (const locale of ['da', 'en'] as const) {
  for (const width of WIDTHS) {
    test(`every offer's representative example and its standard information sheet, ${locale} at ${width} px`, async ({
      page,
    }) => {
      const text = TEXT[locale];
      await page.setViewportSize({ width, height: width === 375 ? 812 : 900 });
      await signIn(page);
      if (locale === 'en') await chooseLanguage(page, 'English', 'Sprog');
      try {
        const leads = await offeredLeads(page);
        expect(leads.length).toBeGreaterThanOrEqual(3);
        for (const lead of leads) {
          await page.goto(`/rfqs/${lead.rfq_id}/leads/${lead.id}`);
          const credits = lead.offer!.loans.length + lead.offer!.credits.length;
          // One example per loan and credit; none for a deposit.
          await expect(page.getByRole('group', { name: text.example })).toHaveCount(credits);
        }

        const lead = leads[0];
        await page.goto(`/rfqs/${lead.rfq_id}/leads/${lead.id}`);
        await page.getByRole('link', { name: text.open }).click();
        await expect(page.getByRole('heading', { level: 1, name: text.title(lead.supplier.name) })).toBeVisible();
        await expect(page.getByText(text.withdrawal).first()).toBeVisible();
        await expectNoAxeViolations(page);
        await page.screenshot({ path: `e2e/artifacts/information/sheet-${locale}-${width}.png`, fullPage: true });

        const [download] = await Promise.all([
          page.waitForEvent('download'),
          page.getByRole('link', { name: text.download }).click(),
        ]);
        const pdf = pdfText(readFileSync((await download.path())!));
        expect(pdf).toContain(text.title(lead.supplier.name));
        expect(pdf).toContain(`${text.version} ${lead.offer!.version}`);
        expect(pdf).toContain(text.withdrawal);
        expect(pdf.replace(/\n/g, ' ')).toContain(text.days);

        // The comparison carries each loan's example too, and the verdict says the best offer's rate risk.
        await page.goto(`/rfqs/${lead.rfq_id}/compare-offers`);
        await expect(page.getByRole('table')).toBeVisible();
        await expect(page.getByRole('table').getByText(text.example).first()).toBeVisible();
        await expectNoAxeViolations(page);
        await page.screenshot({ path: `e2e/artifacts/information/compare-${locale}-${width}.png`, fullPage: true });
      } finally {
        if (locale === 'en') await chooseLanguage(page, 'Dansk', 'Language');
      }
    });
  }
}

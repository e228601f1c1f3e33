// Documents, in the built app, in Danish and English: the demo customer uploads a PDF shared with one
// lender, sees it under that lender, downloads it (the same bytes come back) and deletes it. axe on /documents
// and a lead's documents page at 375 and 1280 px; screenshots in e2e/artifacts/documents/ for a person to look at.
import fs from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { expectNoAxeViolations } from './axe';
import { chooseLanguage, LANGS, leaveCustomerInDanish, signIn, WIDTHS } from './dashboardSupport';

leaveCustomerInDanish();

// Slow on a shared machine: sign-in, an upload and two axe runs each.
test.describe.configure({ mode: 'serial', timeout: 240_000 });

const T = {
  da: {
    title: 'Dokumenter',
    file: 'Fil',
    share: 'Del med långiver',
    upload: 'Upload',
    uploaded: (name: string) => `${name} er uploadet.`,
    download: (name: string) => `Hent ${name}`,
    remove: (name: string) => `Slet ${name}`,
    confirm: (name: string) => `Ja, slet ${name}`,
    eskat: 'Skatteoplysninger (eSkat)',
    leadTitle: /^Dokumenter med /,
  },
  en: {
    title: 'Documents',
    file: 'File',
    share: 'Share with lender',
    upload: 'Upload',
    uploaded: (name: string) => `${name} has been uploaded.`,
    download: (name: string) => `Download ${name}`,
    remove: (name: string) => `Delete ${name}`,
    confirm: (name: string) => `Yes, delete ${name}`,
    eskat: 'Tax data (eSkat)',
    leadTitle: /^Documents with /,
  },
} as const;

const pdf = (text: string) =>
  Buffer.from(`%PDF-1.4\n1 0 obj\n<< /Type /Catalog >>\nendobj\n% ${text}\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n`);

async function uploadShared(page: Page, lang: (typeof LANGS)[number], name: string, bytes: Buffer) {
  const t = T[lang];
  await page.getByLabel(t.file).setInputFiles({ name, mimeType: 'application/pdf', buffer: bytes });
  await page.getByLabel(t.share).selectOption({ index: 1 });
  await page.getByRole('button', { name: t.upload, exact: true }).click();
  await expect(page.getByText(t.uploaded(name))).toBeVisible();
}

async function remove(page: Page, lang: (typeof LANGS)[number], name: string) {
  const t = T[lang];
  await page.getByRole('button', { name: t.remove(name) }).click();
  await page.getByRole('button', { name: t.confirm(name) }).click();
  await expect(page.getByRole('link', { name: t.download(name) })).toHaveCount(0);
}

for (const lang of LANGS) {
  test(`the demo customer uploads a PDF, downloads the same bytes and deletes it (${lang})`, async ({ page }) => {
    const t = T[lang];
    await signIn(page, lang);
    await page.goto('/documents');
    await expect(page.getByRole('heading', { level: 1, name: t.title })).toBeVisible();
    const name = `e2e-upload-${lang}-${Date.now()}.pdf`;
    const bytes = pdf(name);
    await uploadShared(page, lang, name, bytes);

    const link = page.getByRole('link', { name: t.download(name) });
    await expect(link).toBeVisible();
    // Shared with one lender: it sits in that lender's group, under a request.
    await expect(page.getByRole('region').filter({ has: link })).toHaveCount(1);
    const [download] = await Promise.all([page.waitForEvent('download'), link.click()]);
    expect(download.suggestedFilename()).toBe(name);
    expect(fs.readFileSync(await download.path()).equals(bytes)).toBe(true);

    await remove(page, lang, name);
    await chooseLanguage(page, 'da');
  });
}

for (const lang of LANGS) {
  for (const width of WIDTHS) {
    test(`documents pages: no axe violations; screenshots (${lang}, ${width} px)`, async ({ page }) => {
      const t = T[lang];
      await signIn(page, lang);
      await page.goto('/documents');
      const name = `e2e-axe-${lang}-${width}-${Date.now()}.pdf`;
      await uploadShared(page, lang, name, pdf(name));
      await page.setViewportSize({ width, height: width === 375 ? 812 : 900 });
      await expectNoAxeViolations(page);
      await page.screenshot({ path: `e2e/artifacts/documents/documents-${lang}-${width}.png`, fullPage: true });

      // The lead's own page, from the lender's group.
      const group = page.getByRole('region').filter({ has: page.getByRole('link', { name: t.download(name) }) });
      await group.getByRole('link', { name: lang === 'da' ? /^Alle dokumenter med/ : /^All documents with/ }).click();
      await expect(page.getByRole('heading', { level: 1, name: t.leadTitle })).toBeVisible();
      await expect(page.getByRole('heading', { name: t.eskat })).toBeVisible();
      await expect(page.getByRole('link', { name: t.download(name) })).toBeVisible();
      await expectNoAxeViolations(page);
      await page.screenshot({ path: `e2e/artifacts/documents/lead-documents-${lang}-${width}.png`, fullPage: true });

      await remove(page, lang, name);
      await chooseLanguage(page, 'da');
    });
  }
}

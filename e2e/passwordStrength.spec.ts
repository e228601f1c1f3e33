// A new password's strength estimate in the built app (§5 strong_password): its chunk arrives only once the field
// is typed in, a guessable password gets the warning and suggestions under the field, a passphrase passes; in
// Danish and English, at a phone's and a desktop's width, axe clean.
import fs from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from './axe';

/**
 * The estimator's own files, from the build's chunk groups: production names lazy chunks by id, so their URLs do not
 * say what they hold. Its texts' bundle, and its code less what the reset page and the entry load anyway.
 */
function estimatorFiles(lang: string): string[] {
  type Groups = Record<string, { assets: { name: string }[] } | undefined>;
  const stats = JSON.parse(fs.readFileSync(path.join('dist', 'stats.json'), 'utf8')) as { namedChunkGroups: Groups };
  const files = (group: string) => (stats.namedChunkGroups[group]?.assets ?? []).map((asset) => asset.name);
  const loadedAnyway = new Set([...files('main'), ...files('page-reset-password')]);
  return [...files('password-strength'), ...files(`i18n-${lang}-password-strength`)].filter(
    (file) => !loadedAnyway.has(file),
  );
}

const texts = {
  da: {
    field: 'Ny adgangskode',
    warning: 'Dit navn, din e-mailadresse og Lånetorvets navn er lette at gætte.',
    suggestion: 'Tilføj flere ord, gerne nogle der er mindre almindelige.',
    ok: 'Adgangskoden opfylder kravene.',
  },
  en: {
    field: 'New password',
    warning: 'Your name, your e-mail address and Lånetorvet’s name are easy to guess.',
    suggestion: 'Add more words that are less common.',
    ok: 'The password meets the requirements.',
  },
} as const;

for (const lang of ['da', 'en'] as const) {
  for (const width of [375, 1280]) {
    test(`${lang}, ${width} px: the estimate loads on typing and speaks under the field`, async ({ page }) => {
      const t = texts[lang];
      await page.setViewportSize({ width, height: 900 });
      const estimator = estimatorFiles(lang);
      expect(estimator.length).toBeGreaterThan(0);
      const estimatorRequests: string[] = [];
      page.on('request', (request) => {
        if (estimator.some((file) => request.url().endsWith(file))) estimatorRequests.push(request.url());
      });
      await page.goto(`/password/reset/not-a-real-token?email=kunde%40example.dk&lang=${lang}`);
      const field = page.getByLabel(t.field, { exact: true });
      await expect(field).toBeVisible();
      expect(estimatorRequests).toEqual([]);

      await field.fill('laanetorvet2024');
      await expect(field).toHaveAccessibleDescription(new RegExp(`${t.warning}.*${t.suggestion}`));
      expect(estimatorRequests.length).toBeGreaterThan(0);
      await expectNoAxeViolations(page);
      await page.screenshot({ path: `e2e/artifacts/password-strength-${lang}-${width}.png`, fullPage: true });

      await field.fill('korrekt hest batteri hæfteklamme');
      await expect(field).toHaveAccessibleDescription(t.ok);
    });
  }
}

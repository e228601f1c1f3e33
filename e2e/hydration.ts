// What the specs of pages rendered before any script runs (prerendered, server-rendered) share: React's hydration
// errors, as the production build reports them.
import type { Page } from '@playwright/test';

/** React's production hydration errors (418: text or markup mismatch; 423: recovered by rendering anew). */
export function collectHydrationErrors(page: Page): string[] {
  const errors: string[] = [];
  const record = (text: string) => {
    if (/#41[89]|#42[0-9]|hydrat/i.test(text)) errors.push(text);
  };
  page.on('console', (message) => message.type() === 'error' && record(message.text()));
  page.on('pageerror', (error) => record(error.message));
  return errors;
}

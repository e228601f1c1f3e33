// The click breadcrumb names the element from its own path, without querying the page.
import type { Client } from '@bugsnag/js';
import {
  clickBreadcrumbs,
  clickTargetSelector,
  clickTargetText,
} from '../../../../src/lib/errorReporting/clickBreadcrumbs';

beforeEach(() => {
  document.body.innerHTML = `
    <main id="main"><div class="form-page"><form id="step-form">
      <p>lead</p><div class="nav"><button type="button">Tilbage</button><button type="submit" class="btn btn--primary">  Næste  </button></div>
    </form></div></main>`;
});

test('the selector runs from the nearest ancestor with an id, the text is trimmed', () => {
  const next = document.querySelector('button[type=submit]')!;
  expect(clickTargetSelector(next)).toBe(
    'FORM#step-form > DIV.nav:nth-child(2) > BUTTON.btn.btn--primary:nth-child(2)',
  );
  expect(clickTargetText(next)).toBe('Næste');
  expect(clickTargetText(document.createElement('div'))).toBe('');
});

test('long text is cut as Bugsnag cuts it', () => {
  const p = document.querySelector('p')!;
  p.textContent = 'x'.repeat(200);
  expect(clickTargetText(p)).toBe(`${'x'.repeat(135)}(...)`);
});

test('a click leaves a user breadcrumb with the target named', () => {
  const leaveBreadcrumb = jest.fn();
  clickBreadcrumbs.load({ leaveBreadcrumb } as unknown as Client);
  document.querySelector<HTMLButtonElement>('button[type=button]')!.click();
  expect(leaveBreadcrumb).toHaveBeenCalledWith(
    'UI click',
    { targetText: 'Tilbage', targetSelector: 'FORM#step-form > DIV.nav:nth-child(2) > BUTTON:nth-child(1)' },
    'user',
  );
});

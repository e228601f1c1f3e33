// Toasts and banners start below the page header, so they never cover the language switch or the user
// menu. The layouts publish where the header ends; the CSS of toasts and banners reads it.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { screen } from '@testing-library/react';
import { customer, setupMswServer } from '../../support/msw';
import { renderApp } from '../../support/renderWithProviders';

setupMswServer();

const original = HTMLElement.prototype.getBoundingClientRect;
beforeEach(() => {
  HTMLElement.prototype.getBoundingClientRect = function (this: HTMLElement) {
    const bottom = this.tagName === 'HEADER' ? 112.4 : 0;
    return { top: 0, left: 0, right: 0, bottom, width: 0, height: bottom, x: 0, y: 0, toJSON: () => ({}) } as DOMRect;
  };
});
afterEach(() => {
  HTMLElement.prototype.getBoundingClientRect = original;
});

const headerBottom = () => document.documentElement.style.getPropertyValue('--app-header-bottom');

test('the signed-in shell and the public pages publish where their header ends', async () => {
  const { unmount } = renderApp({ route: '/home', user: customer });
  await screen.findByRole('heading', { level: 1, name: 'Forside' }, { timeout: 5000 });
  expect(headerBottom()).toBe('112px');
  unmount();
  expect(headerBottom()).toBe('');

  renderApp({ route: '/login', user: null });
  await screen.findByRole('heading', { level: 1, name: 'Log ind' }, { timeout: 5000 });
  expect(headerBottom()).toBe('112px');
});

test('top toasts and wide-screen banners are placed below that line', () => {
  const css = (file: string) => readFileSync(path.join(__dirname, '../../../src/app/globalLayer', file), 'utf8');
  expect(css('toastHost.css')).toMatch(
    /\.Toastify__toast-container--top-right\s*\{\s*top: calc\(var\(--toastify-toast-top\) \+ var\(--app-header-bottom, 0px\)\);/,
  );
  expect(css('globalLayer.css')).toMatch(/top: calc\(var\(--app-header-bottom, 0px\) \+ var\(--space-4\)\);/);
});

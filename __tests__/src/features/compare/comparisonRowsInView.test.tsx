// The comparison's first render is short: the first metric rows in full, the others as stand-ins (their row
// header and one empty cell, as high as the row) until they come near the viewport, and every row once the browser
// is idle. A product's and the replacements' rows are always in full: no stand-in could know their height.
import { act, screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { customer, setupMswServer } from '../../../support/msw';
import { activeRfq } from '../../../support/rfqFixtures';
import { renderApp } from '../../../support/renderWithProviders';
import da from '../../../../translations/da.json';

const idleTasks: (() => void)[] = [];
jest.mock('../../../../src/lib/browser/whenIdle', () => ({
  __esModule: true,
  ...jest.requireActual('../../../../src/lib/browser/whenIdle'),
  whenIdle: (task: () => void) => {
    idleTasks.push(task);
    return () => idleTasks.splice(idleTasks.indexOf(task), 1);
  },
}));

/** Reports what the test says is in view; jsdom has no layout to know it. */
class FakeIntersectionObserver {
  static all: FakeIntersectionObserver[] = [];
  readonly observed = new Set<Element>();
  constructor(private readonly callback: IntersectionObserverCallback) {
    FakeIntersectionObserver.all.push(this);
  }
  observe(target: Element) {
    this.observed.add(target);
  }
  unobserve(target: Element) {
    this.observed.delete(target);
  }
  disconnect() {
    this.observed.clear();
  }
  static comeIntoView(target: Element) {
    for (const observer of FakeIntersectionObserver.all.filter((o) => o.observed.has(target)))
      observer.callback(
        [{ target, isIntersecting: true } as IntersectionObserverEntry],
        observer as unknown as IntersectionObserver,
      );
  }
}

const server = setupMswServer();

beforeEach(() => {
  idleTasks.length = 0;
  FakeIntersectionObserver.all = [];
  (globalThis as { IntersectionObserver?: unknown }).IntersectionObserver = FakeIntersectionObserver;
});
afterEach(() => {
  delete (globalThis as { IntersectionObserver?: unknown }).IntersectionObserver;
});

const bodyRows = (table: HTMLElement) =>
  within(table)
    .getAllByRole('row')
    .filter((row) => row.closest('tbody') && !row.classList.contains('compare-table__group'));
const standIns = (table: HTMLElement) =>
  bodyRows(table).filter((row) => row.classList.contains('compare-table__stand-in'));

test('only the first rows render in full; a row renders as it comes into view, and all of them when idle', async () => {
  const rfq = activeRfq();
  server.use(http.get(`/api/customer/rfqs/${rfq.id}`, () => HttpResponse.json(rfq)));
  renderApp({ route: `/rfqs/${rfq.id}/compare-offers`, user: customer });
  const table = await screen.findByRole('table', {}, { timeout: 10_000 });
  const columns = within(table).getAllByRole('columnheader').length;

  const full = bodyRows(table).filter((row) => !row.classList.contains('compare-table__stand-in'));
  const header = (row: HTMLElement) => within(row).getByRole('rowheader').textContent;
  const ownHeight = [da['compare.metric.product'], da['compare.metric.replaces']];
  expect(full.filter((row) => !ownHeight.includes(header(row) ?? ''))).toHaveLength(8);
  for (const row of full) expect(within(row).getAllByRole('cell')).toHaveLength(columns);
  const waiting = standIns(table);
  expect(waiting.length).toBeGreaterThan(0);
  for (const row of waiting) {
    expect(header(row)).not.toBe('');
    expect(ownHeight).not.toContain(header(row));
    expect(within(row).getAllByRole('cell')).toHaveLength(1);
  }

  const label = within(waiting[0]).getByRole('rowheader').textContent;
  act(() => FakeIntersectionObserver.comeIntoView(waiting[0]));
  const shown = bodyRows(table).find((row) =>
    within(row)
      .getByRole('rowheader')
      .textContent?.startsWith(label ?? '-'),
  );
  expect(shown?.classList.contains('compare-table__stand-in')).toBe(false);
  expect(within(shown!).getAllByRole('cell')).toHaveLength(columns);
  expect(standIns(table)).toHaveLength(waiting.length - 1);

  await act(async () => {
    for (const task of idleTasks.splice(0)) task();
  });
  expect(standIns(table)).toEqual([]);
});

// The §4 rules as the request pages use them: each lead's state, the progress counts, which request is shown.
import { currentRfq, leadState, rfqProgress } from '../../domain/leadProgress';
import { activeRfq, lead } from '../support/rfqFixtures';

test('a lead waits until it has an offer; a lost lead is declined even if it had an offer (§4)', () => {
  const rfq = activeRfq();
  expect(rfq.leads.map((l) => [l.id, leadState(l, true)])).toEqual([
    [41, 'offer'],
    [42, 'offer'],
    [43, 'waiting'],
    [44, 'declined'],
    [45, 'offer'],
  ]);
});

test('once the request is closed, a lead still waiting is stopped; offers and declines stay', () => {
  const rfq = activeRfq();
  expect(rfq.leads.map((l) => [l.id, leadState(l, false)])).toEqual([
    [41, 'offer'],
    [42, 'offer'],
    [43, 'stopped'],
    [44, 'declined'],
    [45, 'offer'],
  ]);
});

test('progress counts the rfq-pipeline leads', () => {
  const rfq = activeRfq();
  const crossSale = lead(46, 'Bølge Bank', { pipeline: 'cross_sale' });
  expect(rfqProgress([...rfq.leads, crossSale])).toEqual({ asked: 5, offers: 3, waiting: 1, declined: 1 });
});

describe('the request the pages show (§4)', () => {
  const day = 24 * 3600 * 1000;
  const closed = (id: number, days: number) => ({ id, closed_at: new Date(Date.now() - days * day).toISOString() });

  test('the latest active request: the highest id with empty closed_at', () => {
    expect(currentRfq([{ id: 3, closed_at: null }, closed(9, 1), { id: 7, closed_at: null }])?.id).toBe(7);
  });

  test('without an active one, the latest (highest id) request, closed', () => {
    expect(currentRfq([closed(4, 40), closed(6, 2)])?.id).toBe(6);
  });

  test('none at all: null', () => {
    expect(currentRfq([])).toBeNull();
  });
});

// The §4 rules as the request pages use them: each lead's state, the progress counts, which request is shown.
import { currentRfq, lenderOutcome, leadState, rfqProgress } from '../../domain/leadProgress';
import { CHOSE_ANOTHER_LENDER } from '../../domain/offerValidity';
import { activeRfq, chosenRfq, lead, offer } from '../support/rfqFixtures';

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
  expect(rfqProgress([...rfq.leads, crossSale])).toEqual({
    asked: 5,
    offers: 3,
    turnedDown: 0,
    waiting: 1,
    declined: 1,
  });
});

describe('a lead the customer chose against is not a lead its lender declined', () => {
  test('the others read otherChosen, offered or not; the lender that declined stays declined', () => {
    expect(chosenRfq().leads.map((l) => [l.id, leadState(l, true)])).toEqual([
      [41, 'otherChosen'],
      [42, 'offer'],
      [43, 'otherChosen'],
      [44, 'declined'],
      [45, 'otherChosen'],
    ]);
  });

  test('the offers turned down count as received, not as declined, and nothing waits any more', () => {
    expect(rfqProgress(chosenRfq().leads)).toEqual({ asked: 5, offers: 1, turnedDown: 2, declined: 1, waiting: 0 });
  });

  test('a lender declining for a reason of its own is declined, even with an offer made before', () => {
    expect(leadState(lead(7, 'Bølge Bank', { status: 'lost', lost_reason: 'Uden for vores område' }), true)).toBe(
      'declined',
    );
  });
});

describe("the lead's outcome as its lender sees it", () => {
  const standing = offer();
  const expired = offer({ expired: true });
  test.each([
    ['an open lead without an offer', 'awaiting_offer', { status: 'open', lost_reason: null, offer: null }, true],
    ['an open lead with a standing offer', 'offer_open', { status: 'open', lost_reason: null, offer: standing }, true],
    ['an open lead whose offer expired', 'offer_expired', { status: 'open', lost_reason: null, offer: expired }, true],
    ['the chosen lead', 'won', { status: 'won', lost_reason: null, offer: standing }, true],
    [
      'a lead the lender declined',
      'declined',
      { status: 'lost', lost_reason: 'Uden for vores område', offer: null },
      true,
    ],
    [
      'an offer the customer turned down',
      'lost_to_another_offer',
      { status: 'lost', lost_reason: CHOSE_ANOTHER_LENDER, offer: standing },
      true,
    ],
    [
      'a lead not answered before the choice',
      'lost_to_another_offer',
      { status: 'lost', lost_reason: CHOSE_ANOTHER_LENDER, offer: null },
      true,
    ],
    [
      'an open lead on a closed request',
      'request_closed',
      { status: 'open', lost_reason: null, offer: standing },
      false,
    ],
  ] as const)('%s: %s', (_name, outcome, the, requestOpen) => {
    expect(lenderOutcome(the, requestOpen)).toBe(outcome);
  });
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

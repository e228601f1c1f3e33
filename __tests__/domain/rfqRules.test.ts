import {
  isOfferLead,
  isRfqActive,
  isRfqOutdated,
  latestActiveRfq,
  latestRfq,
  offerLeads,
  RFQ_OUTDATED_AFTER_DAYS,
} from '../../domain/rfqRules';

const lead = (
  id: number,
  over: Partial<{ status: string; pipeline: string; offer: { created_at: string } | null }> = {},
) => ({
  id,
  status: 'open',
  pipeline: 'rfq',
  offer: { created_at: '2025-03-01T10:00:00Z' },
  ...over,
});

describe('offers (spec §4)', () => {
  test('only leads in the rfq pipeline with an offer and not lost count as offers', () => {
    expect(isOfferLead(lead(1))).toBe(true);
    expect(isOfferLead(lead(2, { status: 'won' }))).toBe(true);
    expect(isOfferLead(lead(3, { status: 'lost' }))).toBe(false);
    expect(isOfferLead(lead(4, { offer: null }))).toBe(false);
    expect(isOfferLead(lead(5, { pipeline: 'cross_sale' }))).toBe(false);
  });

  test('offers are sorted by the offer created_at, oldest first', () => {
    const leads = [
      lead(1, { offer: { created_at: '2025-03-03T00:00:00Z' } }),
      lead(2, { status: 'lost' }),
      lead(3, { offer: { created_at: '2025-03-01T00:00:00Z' } }),
      lead(4, { offer: null }),
      lead(5, { offer: { created_at: '2025-03-02T00:00:00Z' } }),
    ];
    expect(offerLeads(leads).map((l) => l.id)).toEqual([3, 5, 1]);
  });
});

describe('requests (spec §4, §9)', () => {
  const now = new Date('2025-06-30T12:00:00Z');
  const daysAgo = (days: number) => new Date(now.getTime() - days * 24 * 3600 * 1000).toISOString();

  test('a request is active while closed_at is empty', () => {
    expect(isRfqActive({ closed_at: null })).toBe(true);
    expect(isRfqActive({ closed_at: daysAgo(1) })).toBe(false);
  });

  test('a request is outdated when closed more than 30 days ago', () => {
    expect(RFQ_OUTDATED_AFTER_DAYS).toBe(30);
    expect(isRfqOutdated({ closed_at: null }, now)).toBe(false);
    expect(isRfqOutdated({ closed_at: daysAgo(30) }, now)).toBe(false);
    expect(isRfqOutdated({ closed_at: daysAgo(30.01) }, now)).toBe(true);
    expect(isRfqOutdated({ closed_at: new Date(daysAgo(45)) }, now)).toBe(true);
  });

  test('the latest request is the one with the highest id; the latest active one skips closed ones', () => {
    const rfqs = [
      { id: 4, closed_at: null },
      { id: 9, closed_at: daysAgo(2) },
      { id: 7, closed_at: null },
    ];
    expect(latestRfq(rfqs)?.id).toBe(9);
    expect(latestActiveRfq(rfqs)?.id).toBe(7);
    expect(latestRfq([])).toBeNull();
    expect(latestActiveRfq([{ id: 1, closed_at: daysAgo(1) }])).toBeNull();
  });
});

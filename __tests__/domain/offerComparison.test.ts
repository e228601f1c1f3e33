// The comparison table's content (§3 Offer comparison, §4): columns, product rows lined up by kind, best values.
import { chooseColumns, compareOffers, OWN_COLUMN, parseLeadIds } from '../../domain/offerComparison';
import { kindOfProduct } from '../../domain/offerProducts';
import { rankOffers } from '../../domain/offerRanking';
import { offerLeads } from '../../domain/rfqRules';
import { activeRfq } from '../support/rfqFixtures';

const rfq = activeRfq();
const offers = offerLeads(rfq.leads);
const ranking = rankOffers(
  rfq,
  offers.map((lead) => ({ id: lead.id, offer: lead.offer! })),
);
const columnsOf = (ids: number[]) =>
  ids.map((id) => ({ id, offer: rfq.leads.find((lead) => lead.id === id)?.offer ?? null }));

describe("columns (§3: showOffers, 0 is the customer's own entry)", () => {
  test('the offers are the rfq-pipeline leads with an offer and not lost, oldest offer first (§4)', () => {
    expect(offers.map((lead) => lead.id)).toEqual([42, 41, 45]);
  });

  test('without leadIds every offer is shown, after the own column', () => {
    expect(chooseColumns([42, 41, 45], null)).toEqual([0, 42, 41, 45]);
    expect(chooseColumns([42, 41, 45], [])).toEqual([0, 42, 41, 45]);
  });

  test("leadIds choose the columns, in the offers' order; unknown and lost leads are dropped", () => {
    expect(chooseColumns([42, 41, 45], [45, 0, 42])).toEqual([0, 42, 45]);
    expect(chooseColumns([42, 41, 45], [41, 44, 999])).toEqual([41]);
  });

  test('when none of the leadIds is an offer, every offer is shown rather than an empty table', () => {
    expect(chooseColumns([42, 41, 45], [44])).toEqual([0, 42, 41, 45]);
  });

  test('the route parameter is read as comma-separated ids; anything else is dropped', () => {
    expect(parseLeadIds(undefined)).toBeNull();
    expect(parseLeadIds('0,34,35')).toEqual([0, 34, 35]);
    expect(parseLeadIds('34, x,-1,34,1e3')).toEqual([34]);
  });
});

describe('product rows', () => {
  test('products are grouped by kind: mortgage, bank home loan, car loan, …, credit, deposit', () => {
    expect(kindOfProduct({ product_type: 'loan', product_sub_type: 'f5_mortgage' })).toBe('mortgage');
    expect(kindOfProduct({ product_type: 'loan', product_sub_type: 'car_loan' })).toBe('carLoan');
    expect(kindOfProduct({ product_type: 'loan', product_sub_type: "a lender's own" })).toBe('otherLoan');
    expect(kindOfProduct({ product_type: 'credit', product_sub_type: 'overdraft' })).toBe('credit');
    expect(kindOfProduct({ product_type: 'deposit', product_sub_type: 'savings_account' })).toBe('deposit');
  });

  test("the own column holds the request's debts and deposits; each group lines them up with the offers", () => {
    const comparison = compareOffers(rfq, columnsOf([0, 42, 41, 45]), ranking);
    expect(comparison.groups.map((group) => group.key)).toEqual([
      'mortgage.0',
      'bankHomeLoan.0',
      'carLoan.0',
      'deposit.0',
    ]);
    const mortgage = comparison.groups[0];
    expect(mortgage.products.map((p) => (p ? (p.ref?.subType ?? 'current') : null))).toEqual([
      'current',
      'f5_mortgage',
      null,
      null,
    ]);
    const amount = mortgage.rows.find((row) => row.metric === 'amount');
    expect(amount?.cells.map((cell) => cell.value)).toEqual([2350000, 2660000, null, null]);
  });

  test("a current loan's total is its payment over the remaining term; it has no ÅOP", () => {
    const comparison = compareOffers(rfq, columnsOf([0]), ranking);
    const carLoan = comparison.groups.find((group) => group.kind === 'carLoan');
    const value = (metric: string) => carLoan?.rows.find((row) => row.metric === metric)?.cells[0].value;
    expect(value('totalCost')).toBe(3350 * 60);
    expect(carLoan?.rows.find((row) => row.metric === 'aop')).toBeUndefined();
  });

  test('a deposit group shows amount and rate only', () => {
    const comparison = compareOffers(rfq, columnsOf([0, 41, 45]), ranking);
    const deposit = comparison.groups.find((group) => group.kind === 'deposit');
    expect(deposit?.rows.map((row) => row.metric)).toEqual(['amount', 'interestRate']);
  });
});

describe('best values', () => {
  const comparison = compareOffers(rfq, columnsOf([0, 42, 41, 45]), ranking);
  const bestIn = (groupKey: string, metric: string) => {
    const group =
      groupKey === 'summary' ? { rows: comparison.summary } : comparison.groups.find((g) => g.key === groupKey);
    const row = group?.rows.find((r) => r.metric === metric);
    return row?.cells.flatMap((cell, i) => (cell.best ? [comparison.columnIds[i]] : []));
  };

  test('costs are best low: the cheaper car loan wins rate, ÅOP, payment and total', () => {
    expect(bestIn('carLoan.0', 'interestRate')).toEqual([41]);
    expect(bestIn('carLoan.0', 'aop')).toEqual([41]);
    expect(bestIn('carLoan.0', 'monthlyPayment')).toEqual([41]);
    expect(bestIn('carLoan.0', 'totalCost')).toEqual([41]);
  });

  test("a deposit's rate is best high", () => {
    expect(bestIn('deposit.0', 'interestRate')).toEqual([41]);
  });

  test('savings are best high', () => {
    expect(bestIn('summary', 'monthlyDiscount')).toEqual([42]);
    expect(bestIn('summary', 'savingsMonth1')).toEqual([42]);
    expect(bestIn('summary', 'savingsYear1')).toEqual([42]);
  });

  test('the own column is the baseline and never marked, even when it is lower', () => {
    // The current car loan's term equals the offers'; its rate is higher; nothing in column 0 is ever best.
    for (const group of comparison.groups) for (const row of group.rows) expect(row.cells[0].best).toBe(false);
  });

  test('amount and term have no better; a row with one offer or all equal is not marked', () => {
    expect(bestIn('carLoan.0', 'amount')).toEqual([]);
    expect(bestIn('carLoan.0', 'termMonths')).toEqual([]);
    expect(bestIn('mortgage.0', 'interestRate')).toEqual([]);
  });

  test('ties for best are all marked; when every offer has the same value, none is', () => {
    const withDiscount = (id: number, discount: number) => (c: ReturnType<typeof columnsOf>[number]) =>
      c.id === id && c.offer ? { ...c, offer: { ...c.offer, total_monthly_discount: discount } } : c;
    const tie = compareOffers(rfq, columnsOf([0, 42, 41, 45]).map(withDiscount(45, 4429.71)), ranking);
    expect(tie.summary[0].cells.map((cell) => cell.best)).toEqual([false, true, false, true]);
    const same = compareOffers(rfq, columnsOf([0, 41, 45]).map(withDiscount(45, 476.69)), ranking);
    expect(same.summary[0].cells.map((cell) => cell.best)).toEqual([false, false, false]);
  });

  test(`the own column is ${OWN_COLUMN} and has no savings`, () => {
    expect(comparison.summary[0].cells[0].value).toBeNull();
  });
});

describe('negative savings, pension, purchases', () => {
  test('a negative saving is never best, however much less negative it is', () => {
    const negative = (id: number, discount: number) => (c: ReturnType<typeof columnsOf>[number]) =>
      c.id === id && c.offer ? { ...c, offer: { ...c.offer, total_monthly_discount: discount } } : c;
    const columns = columnsOf([0, 42, 41, 45]).map(negative(42, -3750)).map(negative(41, -59)).map(negative(45, -10));
    const comparison = compareOffers(rfq, columns, ranking);
    expect(comparison.summary[0].cells.map((cell) => cell.best)).toEqual([false, false, false, false]);
    // One positive saving among negatives: that one is best.
    const onePositive = compareOffers(rfq, columns.map(negative(45, 59)), ranking);
    expect(onePositive.summary[0].cells.map((cell) => cell.best)).toEqual([false, false, false, true]);
  });

  test('pension savings are a group of their own, not a second "savings"', () => {
    const withPension = {
      ...rfq,
      deposits: [...rfq.deposits, { deposit_type: 'pension', amount: 920000, interest_rate: null }],
    };
    const comparison = compareOffers(withPension, columnsOf([0, 41]), ranking);
    expect(comparison.groups.map((group) => group.key)).toContain('pension.0');
    expect(comparison.groups.map((group) => group.key)).not.toContain('deposit.1');
  });

  test('a purchase: the last group is what each offer lends and its cost, cheapest only among those that cover', () => {
    const purchase = {
      ...rfq,
      purpose: 'vehicle_purchaser',
      vehicles: [{ asset_type: 'car', is_existing: false, price: 250000, down_payment: 85000 }],
    };
    const purchaseRanking = rankOffers(
      purchase,
      offers.map((lead) => ({ id: lead.id, offer: lead.offer! })),
    );
    const comparison = compareOffers(purchase, columnsOf([0, 42, 41, 45]), purchaseRanking);
    expect(comparison.summaryKind).toBe('financing');
    expect(comparison.summary.map((r) => r.metric)).toEqual([
      'financed',
      'financingMonthlyPayment',
      'financingTotalCost',
      'financingAop',
    ]);
    expect(comparison.summary[0].cells.map((cell) => cell.value)).toEqual([null, 0, 165000, 165000]);
    expect(comparison.summary[1].cells.map((cell) => cell.best)).toEqual([false, false, true, false]);
  });
});

describe('what each offer replaces (its saving is measured against those)', () => {
  test("a mortgage that also repays the bank home loan names both, in the request's order, as the own column does", () => {
    const comparison = compareOffers(rfq, columnsOf([0, 42, 41, 45]), ranking);
    expect(comparison.replaced[0]).toBeNull();
    expect(comparison.replaced[1]).toEqual([
      { ref: 'mortgages.0', kind: 'mortgage', index: 0, amount: 2350000 },
      { ref: 'loans.0', kind: 'bankHomeLoan', index: 0, amount: 310000 },
    ]);
    expect(comparison.replaced[2]?.map((item) => item.ref)).toEqual(['loans.0', 'loans.1', 'deposits.0']);
    expect(comparison.replaced[3]?.map((item) => item.kind)).toEqual(['carLoan', 'deposit']);
  });

  test('the second current loan of a kind is numbered as its row group is', () => {
    const twoCarLoans = {
      ...rfq,
      loans: [...rfq.loans, { liability_sub_type: 'car', debt: 40000, interest_rate: 9, periodic_payment: 900 }],
    };
    const kattegat = rfq.leads.find((lead) => lead.id === 42)!.offer!;
    const repaysBoth = { ...kattegat, loans: [{ ...kattegat.loans[0], replaces: ['loans.1', 'loans.2'] }] };
    const comparison = compareOffers(twoCarLoans, [{ id: 42, offer: repaysBoth }], ranking);
    expect(comparison.replaced[0]).toEqual([
      { ref: 'loans.1', kind: 'carLoan', index: 0, amount: 165000 },
      { ref: 'loans.2', kind: 'carLoan', index: 1, amount: 40000 },
    ]);
  });

  test('new money only replaces nothing; an offer from before it was recorded is unknown, not "nothing"', () => {
    const kattegat = rfq.leads.find((lead) => lead.id === 42)!.offer!;
    const newMoney = { ...kattegat, loans: [{ ...kattegat.loans[0], replaces: [] }] };
    const older = { ...kattegat, loans: [{ ...kattegat.loans[0], replaces: null }] };
    const comparison = compareOffers(
      rfq,
      [
        { id: 42, offer: newMoney },
        { id: 41, offer: older },
      ],
      ranking,
    );
    expect(comparison.replaced).toEqual([[], null]);
  });

  test('a ref the request does not have is left out', () => {
    const kattegat = rfq.leads.find((lead) => lead.id === 42)!.offer!;
    const stray = { ...kattegat, loans: [{ ...kattegat.loans[0], replaces: ['credits.3', 'mortgages.0'] }] };
    expect(compareOffers(rfq, [{ id: 42, offer: stray }], ranking).replaced[0]?.map((i) => i.ref)).toEqual([
      'mortgages.0',
    ]);
  });
});

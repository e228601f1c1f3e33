import { CREDIT_COST_CEILINGS, ceilingBreaches, ceilingKindOf } from '../../domain/creditCostCeilings';

const consumer = {
  kind: 'consumer' as const,
  aop: '10',
  interestRate: '9',
  amountOre: 10_000_000,
  totalPayableOre: 12_000_000,
};
const fields = (figures: Parameters<typeof ceilingBreaches>[0]) => ceilingBreaches(figures).map((b) => b.field);

describe('the consumer-credit cost ceilings', () => {
  test('are 35 % ÅOP, 25 % debtor rate and 100 % total credit costs, with their source', () => {
    expect(CREDIT_COST_CEILINGS.aop.percent).toBe(35);
    expect(CREDIT_COST_CEILINGS.interestRate.percent).toBe(25);
    expect(CREDIT_COST_CEILINGS.totalCreditCosts.percent).toBe(100);
    expect(CREDIT_COST_CEILINGS.source).toMatch(/Forbrugerombudsmanden/);
  });

  test('ÅOP: 34.99 and 35 pass, 35.0001 breaks it with its figure', () => {
    expect(fields({ ...consumer, aop: '34.99', interestRate: '20' })).toEqual([]);
    expect(fields({ ...consumer, aop: '35', interestRate: '20' })).toEqual([]);
    expect(ceilingBreaches({ ...consumer, aop: '35.0001', interestRate: '20' })).toEqual([
      { field: 'aop', percent: 35, figure: '35.01' },
    ]);
    expect(ceilingBreaches({ ...consumer, aop: '41.2', interestRate: '20' })[0].figure).toBe('41.20');
  });

  test('debtor rate: 24.99 and 25 pass, 25.0001 breaks it', () => {
    expect(fields({ ...consumer, aop: '30', interestRate: '24.99' })).toEqual([]);
    expect(fields({ ...consumer, aop: '30', interestRate: '25' })).toEqual([]);
    expect(ceilingBreaches({ ...consumer, aop: '30', interestRate: '25.0001' })).toEqual([
      { field: 'interest_rate', percent: 25, figure: '25.01' },
    ]);
  });

  test('total credit costs: 99.99 % and 100 % of the credit pass, one øre more breaks it', () => {
    const amountOre = 5_000_000;
    const at = (costsOre: number) => fields({ ...consumer, amountOre, totalPayableOre: amountOre + costsOre });
    expect(at(4_999_500)).toEqual([]);
    expect(at(5_000_000)).toEqual([]);
    expect(at(5_000_001)).toEqual(['total_credit_costs']);
    expect(ceilingBreaches({ ...consumer, amountOre, totalPayableOre: amountOre + 6_000_000 })[0]).toEqual({
      field: 'total_credit_costs',
      percent: 100,
      figure: '120.00',
    });
  });

  test('an unknown ÅOP or total is not judged; the rate still is', () => {
    expect(fields({ ...consumer, aop: null, totalPayableOre: null, interestRate: '26' })).toEqual(['interest_rate']);
  });

  test('every ceiling broken at once is named once each', () => {
    expect(fields({ ...consumer, aop: '60', interestRate: '30', totalPayableOre: 30_000_000 })).toEqual([
      'aop',
      'interest_rate',
      'total_credit_costs',
    ]);
  });

  test('mortgage credit (and a bank home loan on the same home) is exempt', () => {
    const over = { aop: '60', interestRate: '30', amountOre: 100, totalPayableOre: 1_000 };
    expect(ceilingBreaches({ ...over, kind: 'mortgage' })).toEqual([]);
    expect(ceilingKindOf({ product_type: 'loan', product_sub_type: 'mortgage_fixed' })).toBe('mortgage');
    expect(ceilingKindOf({ product_type: 'loan', product_sub_type: 'f1_mortgage' })).toBe('mortgage');
    expect(ceilingKindOf({ product_type: 'loan', product_sub_type: 'bank_home_loan' })).toBe('mortgage');
    expect(ceilingKindOf({ product_type: 'loan', product_sub_type: 'consumer_loan' })).toBe('consumer');
    expect(ceilingKindOf({ product_type: 'loan', product_sub_type: 'car_loan' })).toBe('consumer');
    expect(ceilingKindOf({ product_type: 'credit', product_sub_type: 'overdraft' })).toBe('consumer');
  });
});

import { BrowserSession } from '../../support/browserSession';
import { closeTestApp, createTestApp, type TestContext } from '../../support/testApp';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp({ seed: false });
});
afterAll(() => closeTestApp(ctx));

const post = (payload: unknown, lang = 'en') =>
  new BrowserSession(ctx.app, lang).request({
    method: 'POST',
    url: '/api/auction-form/validate/partial',
    payload: payload as object,
  });

describe('POST /api/auction-form/validate/partial', () => {
  test.each([
    [
      'a 30-year mortgage of 2,000,000 kr. at 4 % paying 9,548 kr.',
      { mortgages: [{ debt: 2_000_000, interest_rate: 4, periodic_payment: 9_548 }] },
    ],
    ['a mortgage without an interest rate', { mortgages: [{ debt: 2_000_000, periodic_payment: 100 }] }],
    ['a loan without an interest rate', { loans: [{ debt: 50_000, periodic_payment: 1 }] }],
    [
      'a student loan paying 950 kr. on 86,000 kr. at 4 %',
      { student_loans: [{ debt: 86_000, interest_rate: 4, periodic_payment: 950 }] },
    ],
  ])('%s passes', async (_what, payload) => {
    const res = await post(payload);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ valid: true });
  });

  test('a payment below the interest alone is implausible, keyed mortgages.0.periodic_payment', async () => {
    // 2,000,000 kr. at 4 %: one month's interest is 6,666.67 kr.
    const res = await post({ mortgages: [{ debt: 2_000_000, interest_rate: 4, periodic_payment: 6_000 }] });
    expect(res.statusCode).toBe(422);
    expect(Object.keys(res.json().errors)).toEqual(['mortgages.0.periodic_payment']);
    expect(res.json().errors['mortgages.0.periodic_payment'][0]).toMatch(/6[.,]667/);
  });

  test('a payment that repays the whole debt in under a year is implausible', async () => {
    const res = await post({ loans: [{ debt: 50_000, interest_rate: 5, periodic_payment: 10_000 }] });
    expect(res.statusCode).toBe(422);
    expect(Object.keys(res.json().errors)).toEqual(['loans.0.periodic_payment']);
  });

  test('an interest rate over 100 % is keyed on interest_rate', async () => {
    const res = await post({ loans: [{ debt: 50_000, interest_rate: 100.01, periodic_payment: 1_000 }] });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toHaveProperty(['loans.0.interest_rate']);
  });

  test.each([
    ['an empty body', {}],
    ['two lists', { mortgages: [{ debt: 1, periodic_payment: 1 }], loans: [{ debt: 1, periodic_payment: 1 }] }],
    ['a list of two', { loans: [{}, {}] }],
    ['a list of a string', { loans: ['x'] }],
    ['an array body', []],
    ['an unknown list', { boats: [{}] }],
  ])('%s answers 422, never 500', async (_what, payload) => {
    const res = await post(payload);
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toBeDefined();
  });

  test('wrong types and huge strings answer 422 keyed by field', async () => {
    const res = await post({
      mortgages: [{ debt: 'x'.repeat(100_000), interest_rate: 'abc', periodic_payment: { a: 1 } }],
    });
    expect(res.statusCode).toBe(422);
    expect(Object.keys(res.json().errors).sort()).toEqual([
      'mortgages.0.debt',
      'mortgages.0.interest_rate',
      'mortgages.0.periodic_payment',
    ]);
  });

  test('missing fields answer 422 keyed by field', async () => {
    const res = await post({ student_loans: [{}] });
    expect(res.statusCode).toBe(422);
    expect(Object.keys(res.json().errors).sort()).toEqual(['student_loans.0.debt', 'student_loans.0.periodic_payment']);
  });
});

import { createBrowserChecks } from '../../../../src/features/form/session/browserChecks';
import { HttpError } from '../../../../store/http/httpError';

type Post = Parameters<typeof createBrowserChecks>[0];

/** A server that knows 4000 and refuses every other code with a 422, as POST /api/postal-codes/validation does. */
const postalServer = jest.fn(async (_url: string, body?: unknown) => {
  if ((body as { postal_code: string }).postal_code === '4000') return { city: 'Roskilde' };
  throw new HttpError(422, 'invalid', { postal_code: ['Postnummeret findes ikke'] });
});

beforeEach(() => postalServer.mockClear());

describe('the browser checks answer at once what the server has already answered', () => {
  test('a postal code: a promise while asking, the answer itself after, one request', async () => {
    const { checks } = createBrowserChecks(postalServer as unknown as Post);
    const first = checks.postalCode('4000', 'dk');
    expect(first).toBeInstanceOf(Promise);
    expect(await first).toBe(true);
    expect(checks.postalCode('4000', 'dk')).toBe(true);

    expect(await checks.postalCode('9999', 'dk')).toEqual({
      id: 'form.serverError',
      values: { message: 'Postnummeret findes ikke' },
    });
    expect(checks.postalCode('9999', 'dk')).toEqual({
      id: 'form.serverError',
      values: { message: 'Postnummeret findes ikke' },
    });
    expect(postalServer).toHaveBeenCalledTimes(2);
  });

  test('a failure that can heal is not kept: the next check asks again', async () => {
    const post = jest.fn().mockRejectedValueOnce(new HttpError(503, 'down')).mockResolvedValue({ city: 'Roskilde' });
    const { checks } = createBrowserChecks(post as unknown as Post);
    expect(await checks.postalCode('4000', 'dk')).toEqual({ id: 'form.check.unavailable' });
    const again = checks.postalCode('4000', 'dk');
    expect(again).toBeInstanceOf(Promise);
    expect(await again).toBe(true);
    expect(post).toHaveBeenCalledTimes(2);
  });

  test('a periodic payment the server judged is judged at once for the same item', async () => {
    const post = jest.fn().mockResolvedValue(undefined);
    const { checks } = createBrowserChecks(post as unknown as Post);
    const item = { debt: 1_000_000, interest_rate: 4, term_months: 360, periodic_payment: 4_800 };
    expect(await checks.periodicPayment('mortgages', item)).toBe(true);
    expect(checks.periodicPayment('mortgages', item)).toBe(true);
    expect(checks.periodicPayment('mortgages', { ...item, periodic_payment: 4_900 })).toBeInstanceOf(Promise);
  });
});

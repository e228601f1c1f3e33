// The server-backed checks the step schemas take, as the browser does them: posts to the API (spec §7), answers
// shared between the schema and the fields (a postal code's city), failures that can heal never cached.
import type { PeriodicPaymentKind } from '../../../../domain/periodicPayment';
import { httpClient } from '../../../../store/http/httpClient';
import { HttpError } from '../../../../store/http/httpError';
import type { ValidationMessage } from '../../../../domain/validation/message';
import type { StepChecks } from '../../../../domain/validation/steps';

/** The server's own (translated) text, shown as it is. */
const serverText = (message: string): ValidationMessage => ({ id: 'form.serverError', values: { message } });
const CHECK_UNAVAILABLE: ValidationMessage = { id: 'form.check.unavailable' };

const LIST_OF_KIND: Record<PeriodicPaymentKind, string> = {
  mortgages: 'mortgages',
  loans: 'loans',
  su: 'student_loans',
};

export type PostalCodeAnswer = { valid: true; city: string | null } | { valid: false; message: ValidationMessage };

type Post = typeof httpClient.post;

/** No answer, or the server failing: the answer may differ next time. */
const isTransient = (error: unknown) => !(error instanceof HttpError) || error.status === 0 || error.status >= 500;

function firstError(error: HttpError, key: string): string | undefined {
  return error.errors[key]?.[0];
}

export function createBrowserChecks(post: Post = (...args) => httpClient.post(...args)) {
  const payments = new Map<string, Promise<true | ValidationMessage>>();
  const postalCodes = new Map<string, Promise<PostalCodeAnswer>>();
  const settledAnswers = new WeakMap<Promise<unknown>, unknown>();

  async function askPayment(
    kind: PeriodicPaymentKind,
    item: Record<string, unknown>,
  ): Promise<true | ValidationMessage> {
    const list = LIST_OF_KIND[kind];
    const body = {
      [list]: [
        {
          debt: item.debt,
          interest_rate: item.interest_rate,
          term_months: item.term_months,
          periodic_payment: item.periodic_payment,
        },
      ],
    };
    try {
      await post('/api/auction-form/validate/partial', body, { quiet: true });
      return true;
    } catch (error) {
      if (!(error instanceof HttpError) || error.status !== 422) throw error;
      const text = firstError(error, `${list}.0.periodic_payment`);
      // Errors about the other fields are theirs to report; the payment itself was not judged wrong.
      return text === undefined ? true : serverText(text);
    }
  }

  function cached<T>(cache: Map<string, Promise<T>>, key: string, ask: () => Promise<T>): Promise<T> {
    const known = cache.get(key);
    if (known) return known;
    const answer = ask();
    cache.set(key, answer);
    answer.then(
      (settled) => settledAnswers.set(answer, settled),
      () => cache.delete(key),
    );
    return answer;
  }

  /**
   * The check's answer: at once when the server has already answered for these values (the field asked on blur),
   * so a Next validates in its own click; a promise while it is asking.
   */
  function answerOf<T, A>(
    asking: () => Promise<T>,
    judge: (answer: T) => A,
    failed: (error: unknown) => A,
  ): A | Promise<A> {
    const pending = asking();
    return settledAnswers.has(pending) ? judge(settledAnswers.get(pending) as T) : pending.then(judge, failed);
  }

  // Spec §7: other failures count as invalid; say why, so the customer knows to try again.
  const failure = (error: unknown) => (isTransient(error) ? CHECK_UNAVAILABLE : false);

  const periodicPayment: StepChecks['periodicPayment'] = (kind, item) => {
    const key = JSON.stringify([kind, item.debt, item.interest_rate, item.term_months, item.periodic_payment]);
    return answerOf(
      () => cached(payments, key, () => askPayment(kind, item)),
      (answer) => answer,
      failure,
    );
  };

  /** Whether a postal code exists, and its town: for the schema and for filling in the city. */
  function lookUpPostalCode(postalCode: string, country = 'dk'): Promise<PostalCodeAnswer> {
    return cached(postalCodes, `${country}:${postalCode}`, async () => {
      try {
        const answer = await post<{ city?: string | null }>(
          '/api/postal-codes/validation',
          { postal_code: postalCode, country },
          { quiet: true },
        );
        return { valid: true, city: answer?.city ?? null };
      } catch (error) {
        if (error instanceof HttpError && error.status === 422) {
          const text = firstError(error, 'postal_code');
          return {
            valid: false,
            message: text === undefined ? { id: 'validation.postalCode.unknown' } : serverText(text),
          };
        }
        throw error;
      }
    });
  }

  const postalCode: StepChecks['postalCode'] = (code, country) =>
    answerOf(
      () => lookUpPostalCode(code, country),
      (answer) => (answer.valid ? true : answer.message),
      failure,
    );

  return { checks: { periodicPayment, postalCode } satisfies StepChecks, lookUpPostalCode };
}

export type BrowserChecks = ReturnType<typeof createBrowserChecks>;

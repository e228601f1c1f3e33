// The message a failed rule returns: a translation key plus ICU values, translated lazily by whoever shows it.

export type MessageValues = Record<string, string | number>;

// A type alias rather than an interface: yup and Formik accept it where they expect a plain record.
export type ValidationMessage = {
  /** Translation key in translations/<lang>.json, e.g. `validation.required`. */
  id: string;
  values?: MessageValues;
};

/** What every rule answers: `true` when the value passes, otherwise the message to show. */
export type RuleResult = true | ValidationMessage;

/** Spec §5: the message used when a rule fails without saying why. */
export const DEFAULT_MESSAGE: ValidationMessage = { id: 'validation.default' };

export function isValidationMessage(candidate: unknown): candidate is ValidationMessage {
  return (
    typeof candidate === 'object' &&
    candidate !== null &&
    typeof (candidate as { id?: unknown }).id === 'string' &&
    (candidate as { id: string }).id !== ''
  );
}

/**
 * Any error value (a rule's message, yup's own string messages, `false` from an injected checker) as a
 * message object, so callers never have to translate raw strings.
 */
export function toMessage(error: unknown): ValidationMessage {
  return isValidationMessage(error) ? error : DEFAULT_MESSAGE;
}

/** Injected checkers may answer booleans or messages; anything but `true` or a message counts as a plain failure. */
export function toRuleResult(answer: unknown): RuleResult {
  return answer === true ? true : toMessage(answer);
}

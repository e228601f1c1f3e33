// The description under a new-password field: the policy while it is empty, then, as the customer types, what
// the server will answer (§5 strong_password, the same rule) with the strength estimate's suggestions. The
// estimator and its texts are chunks of their own, fetched when the field is first typed in.
import { useFormikContext } from 'formik';
import { useEffect, useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { PASSWORD_MIN_LENGTH } from '../../../domain/validation/constants';
import type { RuleResult, ValidationMessage } from '../../../domain/validation/message';
import { passwordFeedback } from '../../../domain/validation/passwordStrength';
import { rules } from '../../../domain/validation/rules';
import { appI18n } from '../../lib/i18n/appI18n';

/** The rule's own messages before any estimate: the password is too short or long, or cannot be typed. */
const BEFORE_ESTIMATE = new Set(['validation.strong_password', 'validation.password_printable']);

type Checked = { key: string; result: RuleResult; suggestions: ValidationMessage[] };

async function check(password: string, userInputs: readonly unknown[]): Promise<Omit<Checked, 'key'>> {
  const [result] = await Promise.all([
    rules.strong_password(password, { userInputs }),
    appI18n.ensureBundles(['passwordStrength']),
  ]);
  if (result === true || BEFORE_ESTIMATE.has(result.id)) return { result, suggestions: [] };
  // The estimate is loaded by now and takes a few milliseconds: asked again for its suggestions.
  return { result, suggestions: (await passwordFeedback(password, userInputs)).suggestions };
}

export interface PasswordHintProps {
  name?: string;
  /** The account's e-mail and name, when the form does not hold them. */
  userInputs?: readonly unknown[];
  /** Fields of the same form that hold the account's e-mail and name (sign-up, reset). */
  userInputFields?: readonly string[];
}

export function PasswordHint({ name = 'password', userInputs = [], userInputFields = [] }: PasswordHintProps) {
  const { values } = useFormikContext<Record<string, unknown>>();
  const value = typeof values[name] === 'string' ? values[name] : '';
  const inputs = [...userInputs, ...userInputFields.map((field) => values[field])];
  const key = JSON.stringify([value, inputs]);
  const [checked, setChecked] = useState<Checked | null>(null);

  useEffect(() => {
    if (!value) return;
    let current = true;
    void check(value, JSON.parse(key)[1] as unknown[]).then((outcome) => {
      if (current) setChecked({ key, ...outcome });
    });
    return () => {
      current = false;
    };
  }, [key, value]);

  const shown = value && checked?.key === key ? checked : null;
  return (
    <span aria-live="polite">
      {!shown ? (
        <FormattedMessage id="validation.password_hint" values={{ min: PASSWORD_MIN_LENGTH }} />
      ) : shown.result === true ? (
        <FormattedMessage id="validation.password_ok" />
      ) : (
        <>
          <FormattedMessage id={shown.result.id} values={shown.result.values} />
          {shown.suggestions.map((suggestion) => (
            <span key={suggestion.id}>
              {' '}
              <FormattedMessage id={suggestion.id} />
            </span>
          ))}
        </>
      )}
    </span>
  );
}

// The description under a new-password field: the policy while it is empty, then, as the customer types, what
// the server will answer (§5 strong_password, the same rule; its list of common passwords loads on first use).
import { useField } from 'formik';
import { useEffect, useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { PASSWORD_MIN_LENGTH } from '../../../domain/validation/constants';
import type { RuleResult } from '../../../domain/validation/message';
import { rules } from '../../../domain/validation/rules';

export function PasswordHint({ name = 'password' }: { name?: string }) {
  const [{ value }] = useField<string>(name);
  const [checked, setChecked] = useState<{ password: string; result: RuleResult } | null>(null);

  useEffect(() => {
    if (!value) return;
    let current = true;
    void Promise.resolve(rules.strong_password(value)).then((result) => {
      if (current) setChecked({ password: value, result });
    });
    return () => {
      current = false;
    };
  }, [value]);

  const result = value && checked?.password === value ? checked.result : null;
  if (result === true) {
    return (
      <span aria-live="polite">
        <FormattedMessage id="validation.password_ok" />
      </span>
    );
  }
  return (
    <span aria-live="polite">
      {result ? (
        <FormattedMessage id={result.id} values={result.values} />
      ) : (
        <FormattedMessage id="validation.password_hint" values={{ min: PASSWORD_MIN_LENGTH }} />
      )}
    </span>
  );
}

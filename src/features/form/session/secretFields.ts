// The CPR number and the new account's password are typed in the form and sent with the submission, but never
// reach the wizard: the wizard saves to session storage, records for analysts and streams to the inspector.
// They live in memory for the form session only.
import type { FormRecord, StepLabel } from '../../../../machines/auctionForm/types';
import { SECRET_FIELDS } from '../../../../domain/validation/steps/secretFieldNames';

const secretsOf = (label: StepLabel): readonly string[] => SECRET_FIELDS[label] ?? [];

/** The values without the secret fields: what the wizard may hold. */
export function withoutSecrets(label: StepLabel, values: FormRecord): FormRecord {
  const secret = secretsOf(label);
  if (secret.length === 0) return values;
  return Object.fromEntries(Object.entries(values).filter(([key]) => !secret.includes(key)));
}

export function pickSecrets(label: StepLabel, values: FormRecord): FormRecord {
  return Object.fromEntries(secretsOf(label).flatMap((key) => (key in values ? [[key, values[key]]] : [])));
}

export interface SecretStore {
  get: (label: StepLabel) => FormRecord;
  keep: (label: StepLabel, values: FormRecord) => void;
  clear: () => void;
}

export function createSecretStore(): SecretStore {
  const kept = new Map<StepLabel, FormRecord>();
  return {
    get: (label) => kept.get(label) ?? {},
    // What the step holds now: a secret field the step no longer has (a signed-in customer's password) goes.
    keep: (label, values) => {
      const secrets = pickSecrets(label, values);
      if (Object.keys(secrets).length > 0) kept.set(label, secrets);
      else kept.delete(label);
    },
    clear: () => kept.clear(),
  };
}

// The household's debt factor as the customer types (spec §5: (debt + needed) / (12 × monthly income before
// tax), counted by domain/householdFigures.ts as for the economy page and the lenders), with what lenders make of
// it: the same bands and thresholds as the economy page (domain/debtFactor.ts).
import { useFormikContext } from 'formik';
import { FormattedMessage, useIntl } from 'react-intl';
import type { FormRecord, StepLabel } from '../../../../machines/auctionForm/types';
import { STEP_LABELS } from '../../../../machines/auctionForm';
import { DEBT_FACTOR_GUIDANCE, DEBT_FACTOR_LIMIT, debtFactorBand } from '../../../../domain/debtFactor';
import { useFormSelector } from '../session/formSessionContext';
import { formHouseholdFigures } from './householdFigures';
import './hints.css';

const sameSteps = (a: Record<string, FormRecord>, b: Record<string, FormRecord>) =>
  JSON.stringify(a) === JSON.stringify(b);

export function DebtFactorHint({ step }: { step: StepLabel }) {
  const { values } = useFormikContext<FormRecord>();
  const intl = useIntl();
  const saved = useFormSelector(
    (snapshot) =>
      Object.fromEntries(
        STEP_LABELS.map((label) => [label, snapshot.context.steps.find((s) => s.label === label)?.formData ?? {}]),
      ),
    sameSteps,
  );
  const factor = formHouseholdFigures({ ...saved, [step]: values }).debtFactor;
  if (factor === null) return null;
  const band = debtFactorBand(factor);
  const high = band === 'high';
  return (
    <div className={`hint ${high ? 'hint--warning' : 'hint--info'}`}>
      <p className="hint__title">
        <FormattedMessage
          id="form.hint.debtFactor"
          values={{ factor: intl.formatNumber(factor, { maximumFractionDigits: 1, minimumFractionDigits: 1 }) }}
        />
      </p>
      <p className="hint__text">
        <FormattedMessage
          id={`form.hint.debtFactor.${band}`}
          values={{ guidance: intl.formatNumber(DEBT_FACTOR_GUIDANCE), limit: intl.formatNumber(DEBT_FACTOR_LIMIT) }}
        />
      </p>
    </div>
  );
}

// The body of POST /api/auction-form: every step the customer had to answer (secret fields put back), the
// purpose, the pseudonymized recording and the attribution the form started with.
import type { AuctionFormBody } from '../../../../contract/auctionForm';
import { getStep, isSkippedByCompleteProfile } from '../../../../machines/auctionForm';
import type { WizardRecording } from '../../../../machines/auctionForm/recording';
import type { AuctionFormContext, FormRecord, StepLabel } from '../../../../machines/auctionForm/types';
import type { Locale } from '../../../../domain/locales';
import { applicableAnswers } from '../../../../domain/validation/steps/applicableAnswers';
import type { SubmittedSteps } from '../../../../domain/validation/steps/stepData';

export interface SubmissionExtras {
  secrets: (label: StepLabel) => FormRecord;
  recording: WizardRecording;
  locale: Locale;
}

/** The steps the server validates: needed ones, less the profile of a signed-in customer with a complete one. */
export function submittedSteps(context: AuctionFormContext): StepLabel[] {
  return context.neededSteps.filter((label) => !isSkippedByCompleteProfile(context, label));
}

export function submissionBody(context: AuctionFormContext, { secrets, recording, locale }: SubmissionExtras) {
  const answers = Object.fromEntries(context.steps.map((step) => [step.label, step.formData as FormRecord]));
  const ctx = { formPurpose: context.formPurpose, steps: answers };
  // SUBMIT is accepted only once every needed step passed its schema: the drafts are the schemas' data.
  const steps = Object.fromEntries(
    submittedSteps(context).map((label) => [
      label,
      applicableAnswers(label, { ...getStep(context, label).formData, ...secrets(label) }, ctx),
    ]),
  ) as SubmittedSteps;
  return {
    steps,
    formPurpose: context.formPurpose,
    recording,
    version: context.version,
    country_code: context.country_code,
    currency: context.currency.code,
    locale,
    affiliate_key: context.affiliate_key,
    affiliate_details: context.affiliate_details,
    analytics_client_id: context.analytics.clientId,
    analytics_session_id: context.analytics.sessionId,
    tracking: context.tracking,
    fbp: context.fbp,
    fbc: context.fbc,
    user_agent: context.user_agent,
    gclid: context.gclid,
    referer: context.referer,
  } satisfies AuctionFormBody;
}

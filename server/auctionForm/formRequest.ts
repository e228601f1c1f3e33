// A request (RFQ) as the request form describes it: the economic profile is saved from the steps, and the request
// is built from that profile like every other request, plus what only the form asks (a vehicle to buy, wishes).
import type { FormPurpose } from '../../machines/auctionForm/types';
import { storableJson } from '../../domain/storableText';
import type { Tx } from '../db/client';
import type { RfqAttribution } from '../db/schema';
import { loadEconomicProfile } from '../economicProfile/economicProfileView';
import type { RfqDraft } from '../rfqs/createRfq';
import { requestFromProfile } from '../rfqs/requestFromProfile';
import { saveEconomicProfile } from '../economicProfile/saveEconomicProfile';
import type { RfqRequest } from '../../contract/rfqRequest';
import type { StepData, SubmittedSteps } from '../../domain/validation/steps/stepData';

/**
 * What lenders get beyond the profile: a vehicle to buy, the customer's wishes and whether they may be called (the
 * step's names, renamed where contract/rfqRequest.ts's RENAMED_ANSWERS says).
 */
function requestExtras(steps: SubmittedSteps) {
  const assets: Partial<StepData<'otherAssets'>> = steps.otherAssets ?? {};
  const wishes: Partial<StepData<'wishes'>> = steps.wishes ?? {};
  const newVehicle: NonNullable<RfqRequest['vehicles']> =
    assets.want_new_vehicle === true
      ? [
          {
            asset_type: assets.new_vehicle_type,
            make: assets.new_vehicle_make,
            model: assets.new_vehicle_model,
            year: assets.new_vehicle_year,
            condition: assets.new_vehicle_condition,
            is_existing: false,
            price: assets.new_vehicle_price,
            down_payment: assets.new_vehicle_down_payment,
          },
        ]
      : [];
  return {
    newVehicle,
    contact_consent: steps.profile?.contact_consent ?? null,
    wishes: {
      looking_for: wishes.looking_for ?? [],
      mortgage_kind: wishes.mortgage_kind ?? null,
      unsatisfied: wishes.unsatisfied ?? (steps.unsatisfied ? true : null),
      unsatisfied_reason: wishes.unsatisfied_reason ?? steps.unsatisfied?.unsatisfied_reason ?? null,
      customer_comments: wishes.customer_comments ?? null,
    },
  };
}

export type FormSubmission = {
  purpose: FormPurpose;
  steps: SubmittedSteps;
  /** Already redacted. */
  recording: unknown;
  attribution: RfqAttribution;
};

export async function draftFromForm(tx: Tx, userId: number, submission: FormSubmission): Promise<RfqDraft> {
  const { purpose, steps } = submission;
  await saveEconomicProfile(tx, userId, steps);
  const saved = await loadEconomicProfile(tx, userId);
  if (!saved) throw new Error('the economic profile was not saved');
  const { request, subjects } = requestFromProfile(saved, purpose);
  const extras = requestExtras(steps);
  // The profile holds the vehicle (or boat) to buy too; the request names it once, in its list, with its price
  // and down payment.
  const owned = (list: RfqRequest['vehicles']) => (list ?? []).filter((v) => v.is_existing);
  const isBoat = extras.newVehicle[0]?.asset_type === 'boat';
  const vehicles = [...owned(request.vehicles), ...(isBoat ? [] : extras.newVehicle)];
  const boats = [...owned(request.boats), ...(isBoat ? extras.newVehicle : [])];
  const allSubjects = new Set([
    ...subjects,
    ...(extras.newVehicle.length ? [isBoat ? 'boats' : 'vehicles', 'loans'] : []),
  ]);
  if (purpose === 'property_purchaser') ['properties', 'mortgages'].forEach((s) => allSubjects.add(s));
  return {
    purpose,
    subjects: [...allSubjects],
    request: { ...request, vehicles, boats, wishes: extras.wishes, contact_consent: extras.contact_consent },
    // A recording is never shown, only replayed: characters a database cannot store are dropped, not refused.
    wizardRecording: submission.recording === null ? null : storableJson(submission.recording),
    attribution: submission.attribution,
  };
}

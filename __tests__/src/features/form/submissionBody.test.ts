import { createActor } from 'xstate';
import { auctionFormMachine } from '../../../../machines/auctionForm';
import { createRecorder } from '../../../../machines/auctionForm/recording';
import { submissionBody, submittedSteps } from '../../../../src/features/form/session/submission';

function context(signedIn: boolean, purpose: string) {
  const actor = createActor(auctionFormMachine.provide({ actions: { saveForm: () => undefined } }), {
    input: { signedIn, affiliateKey: 'partner-7', gclid: 'abc', tracking: { utm_source: 'news' } },
  }).start();
  actor.send({ type: 'SET_PURPOSE', purpose });
  actor.send({
    type: 'VALIDATE_STEP',
    step: 'aboutYou',
    formData: { civil_status: 'single', birth_date: '1984-05-12' },
  });
  return actor.getSnapshot().context;
}

describe('submissionBody', () => {
  test('sends the needed steps with the secret fields put back, the purpose and the attribution', () => {
    const recording = createRecorder({ input: {} }).recording();
    const body = submissionBody(context(false, 'unsatisfied'), {
      secrets: (label): Record<string, string> => (label === 'aboutYou' ? { cpr: '0707614285' } : {}),
      recording,
      locale: 'da',
    });
    expect(Object.keys(body.steps)).toEqual([
      'start',
      'unsatisfied',
      'housingSituation',
      'otherAssets',
      'savings',
      'aboutYou',
      'employment',
      'otherDebt',
      'wishes',
      'profile',
    ]);
    expect(body.steps.aboutYou).toMatchObject({ civil_status: 'single', cpr: '0707614285' });
    expect(body).toMatchObject({
      formPurpose: 'unsatisfied',
      affiliate_key: 'partner-7',
      gclid: 'abc',
      tracking: { utm_source: 'news' },
      locale: 'da',
      currency: 'dkk',
    });
    expect(body.recording).toBe(recording);
  });

  test('a generic purpose has no unsatisfied step to send', () => {
    expect(submittedSteps(context(true, 'generic'))).not.toContain('unsatisfied');
  });

  test('sends nothing about a partner while single, and no wish the answers rule out', () => {
    const actor = createActor(auctionFormMachine.provide({ actions: { saveForm: () => undefined } }), {
      input: {},
    }).start();
    actor.send({ type: 'SET_PURPOSE', purpose: 'vehicle_purchaser' });
    actor.send({
      type: 'SET_STEP_DATA',
      step: 'housingSituation',
      formData: { residence_type: 'rented', properties: [] },
    });
    actor.send({
      type: 'SET_STEP_DATA',
      step: 'aboutYou',
      formData: { civil_status: 'single', co_applicant_name: 'Jens Hansen', co_applicant_birth_date: '1980-01-01' },
    });
    actor.send({
      type: 'SET_STEP_DATA',
      step: 'employment',
      formData: { monthly_income: 40000, co_applicant_employment_type: 'employee', co_applicant_monthly_income: 1 },
    });
    actor.send({
      type: 'SET_STEP_DATA',
      step: 'wishes',
      formData: { looking_for: ['release_equity', 'lower_payment'], mortgage_kind: 'f1' },
    });
    const body = submissionBody(actor.getSnapshot().context, {
      secrets: () => ({}),
      recording: createRecorder({ input: {} }).recording(),
      locale: 'da',
    });
    expect(body.steps.aboutYou).toEqual({ civil_status: 'single' });
    expect(body.steps.employment).toEqual({ monthly_income: 40000 });
    expect(body.steps.wishes).toMatchObject({ looking_for: ['lower_payment'] });
    expect(body.steps.wishes).not.toHaveProperty('mortgage_kind');
  });
});

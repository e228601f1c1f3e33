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
});

// The prefilled profile step showed red errors before the customer touched anything, and an empty phone
// field although the account has a number. Prefill data is checked on display (forceInitialValidation), but only
// what was prefilled may show an error: a field nobody filled in waits for the customer.
import { screen } from '@testing-library/react';
import { createActor } from 'xstate';
import { auctionFormMachine } from '../../../../machines/auctionForm';
import { saveForm } from '../../../../machines/auctionForm/persistence';
import type { FormRecord } from '../../../../machines/auctionForm/types';
import { prefillFromProfile } from '../../../../src/features/form/prefillFromProfile';
import type { User } from '../../../../store/slices/authSlice';
import { setupMswServer } from '../../../support/msw';
import { formHandlers, renderForm, validSteps } from './formTestKit';

jest.setTimeout(20_000);

const server = setupMswServer();
beforeEach(() => {
  sessionStorage.clear();
  server.use(...formHandlers);
});

const customer: User = {
  id: 7,
  name: 'Mette Kunde Jensen',
  email: 'kunde@example.dk',
  phone: '+4520123456',
  team_name: null,
  preferences: { lang: 'da' },
  has_open_rfqs: false,
  mortgage_surveillance: false,
};

const ORDER = ['start', 'housingSituation', 'otherAssets', 'savings', 'aboutYou', 'employment', 'otherDebt'] as const;

/** A signed-in customer on the wishes step, the later steps prefilled from the account as the form does it. */
function saveFormOnWishesPrefilled() {
  const actor = createActor(auctionFormMachine.provide({ actions: { saveForm: () => undefined } }), {
    input: {},
  }).start();
  actor.send({ type: 'SET_PURPOSE', purpose: 'existing_property' });
  for (const step of ORDER) {
    actor.send({ type: 'VALIDATE_STEP', step, formData: validSteps[step] as unknown as FormRecord });
    actor.send({ type: 'NEXT' });
  }
  actor.send({ type: 'PREFILL', steps: prefillFromProfile(null, 'existing_property', customer), noSkip: true });
  actor.send({ type: 'SET_STEP_DATA', step: 'wishes', formData: validSteps.wishes as unknown as FormRecord });
  saveForm(actor.getSnapshot().context, sessionStorage);
  actor.stop();
}

test('the account carries its phone number to the profile step', () => {
  expect(prefillFromProfile(null, 'existing_property', customer).profile).toMatchObject({
    full_name: 'Mette Kunde Jensen',
    email: 'kunde@example.dk',
    phone: '+4520123456',
  });
});

// A complete account (name, e-mail and phone) skips the profile step, so only an incomplete
// one sees it: here the account has no phone yet.
test('the prefilled profile step opens with the account’s data and shows no errors before it is touched', async () => {
  saveFormOnWishesPrefilled();
  const { user } = renderForm({ route: '/form/oensker', user: { ...customer, phone: null } });
  await user.click(await screen.findByRole('button', { name: 'Næste' }));

  const phone = await screen.findByLabelText('Telefonnummer');
  expect(phone).toHaveValue('+4520123456');
  expect(screen.getByLabelText('Fulde navn')).toHaveValue('Mette Kunde Jensen');
  // Give the on-open validation its turn, then look for any error.
  await new Promise((resolve) => setTimeout(resolve, 300));
  expect(document.querySelectorAll('[aria-invalid="true"]')).toHaveLength(0);
  expect(screen.queryByText('Feltet skal udfyldes')).not.toBeInTheDocument();
  expect(screen.queryByText('Du skal sætte flueben for at fortsætte')).not.toBeInTheDocument();

  // Sending without the terms still says what is missing, at the field.
  await user.click(screen.getByRole('button', { name: 'Send forespørgsel' }));
  expect(await screen.findByText('Du skal sætte flueben for at fortsætte')).toBeInTheDocument();
});

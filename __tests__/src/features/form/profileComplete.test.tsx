// FormMachineProvider tells the wizard whether the signed-in customer's profile is complete,
// from the customer's own account, so a complete profile is spared the profile step (machines/auctionForm/DECISIONS.md 2).
import { screen, waitFor } from '@testing-library/react';
import { FormMachineProvider } from '../../../../src/features/form/session/FormMachineProvider';
import { useFormSelector } from '../../../../src/features/form/session/formSessionContext';
import { isProfileComplete } from '../../../../src/features/form/session/profileCompleteness';
import { customer, setupMswServer } from '../../../support/msw';
import { renderWithProviders } from '../../../support/renderWithProviders';

setupMswServer();

function CustomerFlags() {
  const flags = useFormSelector((snapshot) => snapshot.context.customer);
  return <p>{`signedIn:${flags.signedIn} profileComplete:${flags.profileComplete}`}</p>;
}

const render = (user: typeof customer | null) =>
  renderWithProviders(
    <FormMachineProvider>
      <CustomerFlags />
    </FormMachineProvider>,
    { route: '/form/', user },
  );

afterEach(() => sessionStorage.clear());

test('a signed-in customer whose account has a full name, an e-mail and a phone number skips the profile step', async () => {
  render({ ...customer, name: 'Mette Kunde Jensen', email: 'kunde@example.dk', phone: '+4520123456' });
  expect(await screen.findByText('signedIn:true profileComplete:true')).toBeInTheDocument();
});

test('without a phone number, or with a one-word name, the profile is not complete', async () => {
  render({ ...customer, name: 'Mette Kunde Jensen', phone: null });
  await waitFor(() => expect(screen.getByText('signedIn:true profileComplete:false')).toBeInTheDocument());
  await expect(isProfileComplete({ name: 'Mette', email: 'kunde@example.dk', phone: '+4520123456' })).resolves.toBe(
    false,
  );
  await expect(isProfileComplete({ name: 'Mette Jensen', email: 'kunde', phone: '+4520123456' })).resolves.toBe(false);
  await expect(
    isProfileComplete({ name: 'Mette Jensen', email: 'kunde@example.dk', phone: '+4520123456' }),
  ).resolves.toBe(true);
});

test('a guest is never complete', async () => {
  render(null);
  expect(await screen.findByText('signedIn:false profileComplete:false')).toBeInTheDocument();
  await expect(isProfileComplete(null)).resolves.toBe(false);
});

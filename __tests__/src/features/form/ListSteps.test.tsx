import { screen, waitFor, within } from '@testing-library/react';
import { setupMswServer } from '../../../support/msw';
import { formHandlers, renderForm, saveFormAt, savedForm } from './formTestKit';

const server = setupMswServer();
beforeEach(() => {
  sessionStorage.clear();
  server.use(...formHandlers);
});

describe('HousingSituationStep', () => {
  test('an owner gets the owned home to describe at once, picks its address from the look-up with the keyboard', async () => {
    saveFormAt('housingSituation');
    const { user } = renderForm({ route: '/form/boligsituation' });
    await user.click(await screen.findByRole('radio', { name: 'Ejerbolig: hus' }));
    const home = screen.getByRole('region', { name: 'Bolig 1, som du ejer' });
    const address = within(home).getByRole('combobox', { name: 'Adresse' });
    await user.type(address, 'Algade');
    await waitFor(() => expect(address).toHaveAttribute('aria-expanded', 'true'));
    await user.keyboard('{ArrowDown}{ArrowDown}');
    const second = screen.getByRole('option', { name: 'Algade 14, 1. th, 4000 Roskilde' });
    expect(address).toHaveAttribute('aria-activedescendant', second.id);
    await user.keyboard('{Enter}');
    expect(address).toHaveValue('Algade 14, 1. th, 4000 Roskilde');
    expect(address).toHaveAttribute('aria-expanded', 'false');
    // Still on the step: Enter chose the address, it did not submit.
    expect(screen.getByRole('heading', { level: 1, name: 'Boligsituation' })).toBeInTheDocument();
  });

  test('an address typed but not picked asks to pick or enter it by hand; by hand, the postal code fills the town', async () => {
    saveFormAt('housingSituation');
    const { user } = renderForm({ route: '/form/boligsituation' });
    await user.click(await screen.findByRole('radio', { name: 'Ejerbolig: hus' }));
    const home = screen.getByRole('region', { name: 'Bolig 1, som du ejer' });
    await user.type(within(home).getByRole('combobox', { name: 'Adresse' }), 'Et sted på landet');
    await user.click(screen.getByRole('button', { name: 'Næste' }));
    expect(await within(home).findByText('Vælg adressen på listen, eller indtast den manuelt')).toBeInTheDocument();

    await user.click(within(home).getByRole('button', { name: 'Kan du ikke finde adressen? Indtast den selv' }));
    await user.type(within(home).getByLabelText('Vej og husnummer'), 'Bøgevej 7');
    await user.type(within(home).getByLabelText('Postnummer'), '4000');
    await waitFor(() => expect(within(home).getByLabelText('By')).toHaveValue('Roskilde'));
    await user.clear(within(home).getByLabelText('Postnummer'));
    await user.type(within(home).getByLabelText('Postnummer'), '9999');
    await user.tab();
    expect(await within(home).findByText('Postnummeret findes ikke i Danmark')).toBeInTheDocument();
  });

  test('mortgages are added and removed; a payment below the interest is refused by the server check on blur', async () => {
    saveFormAt('housingSituation');
    const { user } = renderForm({ route: '/form/boligsituation' });
    await user.click(await screen.findByRole('radio', { name: 'Ejerbolig: hus' }));
    const home = screen.getByRole('region', { name: 'Bolig 1, som du ejer' });
    await user.click(within(home).getByRole('button', { name: 'Tilføj realkreditlån' }));
    const mortgage = within(home).getByRole('region', { name: 'Realkreditlån 1' });
    expect(within(mortgage).getByRole('heading', { name: 'Realkreditlån 1' })).toHaveFocus();
    await user.type(within(mortgage).getByLabelText('Restgæld'), '2.350.000');
    await user.type(within(mortgage).getByLabelText('Rente'), '4');
    await user.type(within(mortgage).getByLabelText('Ydelse pr. måned'), '1.000');
    await user.tab();
    expect(await within(mortgage).findByText('Ydelsen er for lav til renten')).toBeInTheDocument();

    await user.click(within(mortgage).getByRole('button', { name: 'Fjern Realkreditlån 1' }));
    expect(within(home).queryByRole('region', { name: 'Realkreditlån 1' })).not.toBeInTheDocument();
    expect(within(home).getByRole('button', { name: 'Tilføj realkreditlån' })).toHaveFocus();
  });

  test('a home to buy shows the down payment share and the 5 % minimum', async () => {
    saveFormAt('housingSituation', { start: { persona_type: 'property_purchaser' } });
    const { user } = renderForm({ route: '/form/boligsituation' });
    // A buyer gets the home to buy at once.
    const home = await screen.findByRole('region', { name: 'Bolig 1, som du vil købe' });
    await user.type(within(home).getByLabelText('Købspris'), '2.500.000');
    await user.type(within(home).getByLabelText('Din udbetaling'), '100.000');
    expect(within(home).getByText('Udbetaling: 4 % af prisen')).toBeInTheDocument();
    expect(
      within(home).getByText(/du skal selv betale mindst 5 % af prisen, det vil sige 125.000 kr./),
    ).toBeInTheDocument();
    await user.clear(within(home).getByLabelText('Din udbetaling'));
    await user.type(within(home).getByLabelText('Din udbetaling'), '250.000');
    expect(within(home).getByText('Udbetaling: 10 % af prisen')).toBeInTheDocument();
  });

  test('the list of homes grows and shrinks in the wizard too (GROW_LIST / CUT_LIST)', async () => {
    saveFormAt('housingSituation');
    const { user } = renderForm({ route: '/form/boligsituation' });
    await user.click(await screen.findByRole('button', { name: 'Tilføj en bolig, du vil købe' }));
    await user.click(screen.getByRole('button', { name: 'Tilføj en bolig, du ejer' }));
    expect(screen.getAllByRole('region', { name: /^Bolig \d/ })).toHaveLength(2);
    await waitFor(() =>
      expect(savedForm()?.steps.find((s) => s.label === 'housingSituation')?.formData.properties).toHaveLength(2),
    );
    await user.click(
      within(screen.getByRole('region', { name: 'Bolig 2, som du ejer' })).getByRole('button', { name: /^Fjern/ }),
    );
    await waitFor(() =>
      expect(savedForm()?.steps.find((s) => s.label === 'housingSituation')?.formData.properties).toHaveLength(1),
    );
  });
});

describe('OtherAssetsStep', () => {
  test('a new vehicle asks its type, make, model, year, new or used, price and down payment; an owned car is added, checked and removed', async () => {
    saveFormAt('otherAssets', { otherAssets: {} });
    const { user } = renderForm({ route: '/form/andre-ejendele' });
    await user.click(await screen.findByRole('radio', { name: 'Ja' }));
    const wanted = screen.getByRole('group', { name: 'Det, du vil købe' });
    await user.click(screen.getByRole('button', { name: 'Tilføj køretøj eller båd' }));
    const car = screen.getByRole('region', { name: 'Køretøj 1' });
    await user.type(within(car).getByLabelText('Årgang'), '1850');
    await user.click(screen.getByRole('button', { name: 'Næste' }));
    await waitFor(() => expect(within(wanted).getAllByText('Feltet skal udfyldes')).toHaveLength(7));
    expect(within(car).getByText(/^Årgangen skal være mellem 1900 og \d{4}$/)).toBeInTheDocument();
    await user.click(within(car).getByRole('button', { name: 'Fjern Køretøj 1' }));
    expect(screen.getByText('Ingen køretøjer eller både.')).toBeInTheDocument();
  });
});

describe('OtherDebtStep', () => {
  test('no other debt goes straight on; a credit card needs its limit to cover the debt', async () => {
    saveFormAt('otherDebt');
    const { user } = renderForm({ route: '/form/anden-gaeld' });
    await user.click(await screen.findByRole('button', { name: 'Tilføj kredit' }));
    const credit = screen.getByRole('region', { name: 'Kredit 1' });
    await user.type(within(credit).getByLabelText('Nuværende træk'), '25.000');
    await user.type(within(credit).getByLabelText('Kreditramme'), '20.000');
    await user.type(within(credit).getByLabelText('Ydelse pr. måned'), '1.000');
    await user.click(screen.getByRole('button', { name: 'Næste' }));
    expect(await within(credit).findByText('Værdien skal være mindst 25.000')).toBeInTheDocument();
    await user.click(within(credit).getByRole('button', { name: /^Fjern/ }));
    await user.click(screen.getByRole('button', { name: 'Næste' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Ønsker' })).toBeInTheDocument();
  });
});

// On the request form: progress agrees with the menu, the terms can be read, a buyer's reasons, and a
// submit's errors stay shown on the field that gets focus.
import { act, screen, waitFor, within } from '@testing-library/react';
import { setupMswServer } from '../../../support/msw';
import { formHandlers, renderForm, saveFormAt } from './formTestKit';

const server = setupMswServer();
beforeEach(() => {
  sessionStorage.clear();
  server.use(...formHandlers);
});

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('the form’s progress', () => {
  test('counts the steps the menu lists: "Trin 1 af 8" on the first of its 8 steps', async () => {
    saveFormAt('housingSituation');
    renderForm({ route: '/form/boligsituation' });
    await screen.findByRole('heading', { level: 1, name: 'Boligsituation' });
    const menu = screen.getByRole('navigation', { name: /trin/i });
    const steps = within(menu)
      .getAllByRole('listitem')
      .filter((item) => !item.classList.contains('visually-hidden'));
    expect(steps).toHaveLength(8);
    expect(screen.getByText('Trin 1 af 8')).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: 'Dine fremskridt' })).toHaveAttribute('aria-valuemax', '8');
  });

  test('the last step is "Trin 8 af 8"', async () => {
    saveFormAt('profile', { profile: {} });
    renderForm({ route: '/form/profil' });
    expect(await screen.findByText('Trin 8 af 8')).toBeInTheDocument();
  });
});

describe('the profile step', () => {
  test('links to the terms the customer accepts, in a new tab, saying so', async () => {
    saveFormAt('profile', { profile: {} });
    renderForm({ route: '/form/profil' });
    const link = await screen.findByRole('link', { name: 'Læs betingelserne (åbner i en ny fane)' });
    expect(link).toHaveAttribute('href', '/terms');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', expect.stringContaining('noopener'));
  });

  test('after a submit with errors the focused first field still shows its message (§4)', async () => {
    saveFormAt('profile', { profile: {} });
    const { user } = renderForm({ route: '/form/profil' });
    await user.type(await screen.findByLabelText('Fulde navn'), 'Mette');
    await user.click(screen.getByRole('button', { name: 'Send forespørgsel' }));
    const name = screen.getByLabelText('Fulde navn');
    await waitFor(() => expect(name).toHaveFocus());
    // Well past the 50 ms after which focus clears a message when no submit forces it.
    await act(() => pause(300));
    expect(name).toHaveAttribute('aria-invalid', 'true');
    expect(name).toHaveAccessibleDescription(expect.stringContaining('Skriv både fornavn og efternavn'));
  });
});

describe('a home buyer', () => {
  test('"Hvorfor køber du?" has the reasons a buyer has, a first home among them', async () => {
    saveFormAt('housingSituation', {
      start: { persona_type: 'property_purchaser' },
      housingSituation: {
        residence_type: 'rented',
        properties: [{ is_existing: false, residence_type: 'owner_flat', price: null, down_payment: null }],
      },
    });
    renderForm({ route: '/form/boligsituation' });
    const reason = await screen.findByLabelText('Hvorfor køber du?');
    const options = within(reason)
      .getAllByRole('option')
      .map((option) => option.textContent);
    expect(options).toEqual(
      expect.arrayContaining([
        'Min første ejerbolig (jeg bor til leje eller hjemme)',
        'Jeg flytter og sælger min nuværende bolig',
        'Jeg flytter og beholder min nuværende bolig',
        'En ekstra bolig, fx en fritidsbolig',
        'Til mit barn eller anden familie',
        'Investering eller udlejning',
      ]),
    );
  });
});

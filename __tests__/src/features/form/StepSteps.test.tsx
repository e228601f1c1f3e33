import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { setupMswServer } from '../../../support/msw';
import { formHandlers, renderForm, saveFormAt, savedForm } from './formTestKit';

const server = setupMswServer();
beforeEach(() => {
  sessionStorage.clear();
  server.use(...formHandlers);
});

describe('SavingsStep', () => {
  test('offers the lenders of the form resources and needs the savings amount', async () => {
    saveFormAt('savings');
    const { user } = renderForm({ route: '/form/opsparing' });
    const bank = await screen.findByLabelText('Din bank i dag');
    expect(within(bank).getByRole('option', { name: 'Kattegat Realkredit' })).toBeInTheDocument();
    await user.clear(screen.getByLabelText('Opsparing'));
    await user.click(screen.getByRole('button', { name: 'Næste' }));
    expect(await screen.findByText('Feltet skal udfyldes')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Opsparing'), '25.000');
    await user.click(screen.getByRole('button', { name: 'Næste' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Om dig' })).toBeInTheDocument();
    expect(savedForm()?.steps.find((s) => s.label === 'savings')?.formData).toMatchObject({ savings_amount: 25000 });
  });
});

describe('AboutYouStep', () => {
  test('asks for the co-applicant when married, and says what is missing', async () => {
    saveFormAt('aboutYou');
    const { user } = renderForm({ route: '/form/om-dig' });
    await user.click(await screen.findByRole('radio', { name: 'Gift' }));
    expect(screen.getByRole('group', { name: 'Din medansøger' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Næste' }));
    const coApplicant = screen.getByRole('group', { name: 'Din medansøger' });
    await waitFor(() => expect(within(coApplicant).getAllByText('Feltet skal udfyldes')).toHaveLength(2));
    await user.click(screen.getByRole('radio', { name: 'Enlig' }));
    expect(screen.queryByRole('group', { name: 'Din medansøger' })).not.toBeInTheDocument();
  });

  test('a CPR number alone will do; the birth date is kept, the number itself never saved', async () => {
    saveFormAt('aboutYou', { aboutYou: { civil_status: null, birth_date: null, children_count: null } });
    const { user } = renderForm({ route: '/form/om-dig' });
    await user.click(await screen.findByRole('radio', { name: 'Enlig' }));
    await user.type(screen.getByLabelText('CPR-nummer'), '3102050000');
    await user.tab();
    expect(await screen.findByText('Indtast et gyldigt CPR-nummer (DDMMÅÅ-XXXX)')).toBeInTheDocument();
    await user.clear(screen.getByLabelText('CPR-nummer'));
    await user.type(screen.getByLabelText('CPR-nummer'), '070761-4285');
    await user.type(screen.getByLabelText('Antal hjemmeboende børn'), '0');
    await user.click(screen.getByRole('radio', { name: 'Nej' }));
    await user.click(screen.getByRole('button', { name: 'Næste' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Beskæftigelse' })).toBeInTheDocument();
    const aboutYou = savedForm()?.steps.find((s) => s.label === 'aboutYou');
    expect(aboutYou?.formData).toMatchObject({ birth_date: '1961-07-07' });
    expect(JSON.stringify(savedForm())).not.toContain('4285');
  });
});

describe('AboutYouStep: the bad-payer question', () => {
  test.each([
    ['da', '/form/om-dig', 'Er du eller din medansøger registreret i RKI eller Debitor Registret?', 'Ja', 'Nej'],
    ['en', '/form/about-you', 'Are you or your co-applicant registered in RKI or Debitor Registret?', 'Yes', 'No'],
  ] as const)(
    'in %s: a required yes/no group; "yes" is refused, "no" is kept',
    async (locale, route, question, yes, no) => {
      saveFormAt('aboutYou', {
        aboutYou: {
          civil_status: 'single',
          birth_date: '1984-05-12',
          children_count: 0,
          is_registered_as_bad_payer: null,
        },
      });
      const { user } = renderForm({ route, locale });
      const group = await screen.findByRole('group', { name: question });
      const next = screen.getByRole('button', { name: locale === 'da' ? 'Næste' : 'Next' });
      await user.click(next);
      expect(
        await within(group).findByText(locale === 'da' ? 'Feltet skal udfyldes' : /required/i),
      ).toBeInTheDocument();
      await user.click(within(group).getByRole('radio', { name: yes }));
      await user.click(next);
      const refused =
        locale === 'da'
          ? 'Vi kan desværre ikke formidle lån, når du er registreret som dårlig betaler'
          : 'Unfortunately we cannot arrange loans while you are registered as a bad payer';
      expect(await within(group).findByText(refused)).toBeInTheDocument();
      await user.click(within(group).getByRole('radio', { name: no }));
      await user.click(next);
      expect(await screen.findByRole('heading', { level: 1, name: locale === 'da' ? 'Beskæftigelse' : 'Employment' }));
      expect(savedForm()?.steps.find((s) => s.label === 'aboutYou')?.formData).toMatchObject({
        is_registered_as_bad_payer: false,
      });
    },
  );
});

describe('EmploymentStep', () => {
  test("asks the employer of an employee only, the co-applicant's income with a partner, and shows the debt factor", async () => {
    saveFormAt('employment', {
      aboutYou: {
        civil_status: 'married',
        birth_date: '1984-05-12',
        children_count: 2,
        co_applicant_name: 'Jonas Jensen',
        co_applicant_birth_date: '1982-11-02',
      },
      employment: {},
    });
    const { user } = renderForm({ route: '/form/beskaeftigelse' });
    await user.click(await screen.findByRole('radio', { name: 'Pensionist' }));
    expect(screen.queryByLabelText('Arbejdsgiver')).not.toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: 'Lønmodtager' }));
    expect(screen.getByLabelText('Arbejdsgiver')).toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'Din medansøgers beskæftigelse' })).toBeInTheDocument();
    await user.type(screen.getByLabelText('Din månedlige indkomst før skat'), '40.000');
    await user.type(screen.getByLabelText('Månedlig indkomst før skat'), '35.000');
    // No debt listed yet: 0 debt over 900.000 kr. a year.
    expect(await screen.findByText('Din husstands gældsfaktor: 0,0')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Næste' }));
    expect(await screen.findAllByText('Feltet skal udfyldes')).toHaveLength(3);
  });
});

describe('WishesStep', () => {
  test('needs a wish and, when unhappy with the bank, the reason; counts the comment', async () => {
    saveFormAt('wishes', { wishes: {} });
    const { user } = renderForm({ route: '/form/oensker' });
    await user.click(await screen.findByRole('button', { name: 'Næste' }));
    expect(await screen.findByText('Vælg mindst 1')).toBeInTheDocument();
    await user.click(screen.getByRole('checkbox', { name: 'Fast rente og tryghed' }));
    await user.click(screen.getByRole('radio', { name: 'Ja' }));
    expect(screen.getByLabelText('Hvad er du utilfreds med?')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Kommentar til bankerne'), 'Hurtigst muligt');
    expect(screen.getByText('15 af 2.000 tegn')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Næste' }));
    expect(await screen.findByText('Feltet skal udfyldes')).toBeInTheDocument();
  });
  test('a renter buying a vehicle is asked no mortgage type and offered no equity to release', async () => {
    saveFormAt('wishes', {
      start: { persona_type: 'vehicle_purchaser' },
      otherAssets: { want_new_vehicle: true, assets: [] },
      wishes: {},
    });
    renderForm({ route: '/form/oensker' });
    expect(await screen.findByRole('checkbox', { name: 'Fast rente og tryghed' })).toBeInTheDocument();
    expect(screen.queryByLabelText('Foretrukken lånetype')).not.toBeInTheDocument();
    expect(screen.queryByRole('checkbox', { name: 'Frigøre friværdi' })).not.toBeInTheDocument();
  });

  test('an owner refinancing her home chooses a mortgage type and may release equity', async () => {
    saveFormAt('wishes', {
      housingSituation: { residence_type: 'owner_house', properties: [{ is_existing: true }] },
      wishes: {},
    });
    renderForm({ route: '/form/oensker' });
    expect(await screen.findByLabelText('Foretrukken lånetype')).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'Frigøre friværdi' })).toBeInTheDocument();
  });
});

describe('ProfileStep', () => {
  test('a new customer chooses a password, typed twice alike, and accepts the terms', async () => {
    saveFormAt('profile', { profile: {} });
    const { user } = renderForm({ route: '/form/profil' });
    await user.type(await screen.findByLabelText('Adgangskode'), 'sommer');
    await user.type(screen.getByLabelText('Gentag adgangskode'), 'Sommer-i-2025');
    await user.tab();
    expect(await screen.findByText('De to adgangskoder er ikke ens')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Send forespørgsel' }));
    expect(await screen.findByText('Du skal sætte flueben for at fortsætte')).toBeInTheDocument();
    expect(screen.getAllByText(/Adgangskoden skal være på mellem 12 og 128 tegn/)).not.toHaveLength(0);
  });

  test('a signed-in customer is asked no password', async () => {
    server.use(
      http.get('/api/customer/users/7/economic-profiles', () =>
        HttpResponse.json({ message: 'none' }, { status: 404 }),
      ),
    );
    saveFormAt('profile', { profile: {} });
    renderForm({
      route: '/form/profil',
      user: {
        id: 7,
        name: 'Mette Jensen',
        email: 'mette@example.dk',
        phone: null,
        team_name: null,
        preferences: { lang: 'da' },
        has_open_rfqs: false,
        mortgage_surveillance: false,
      },
    });
    expect(await screen.findByLabelText('Fulde navn')).toBeInTheDocument();
    expect(screen.queryByLabelText('Adgangskode')).not.toBeInTheDocument();
  });
});

describe('UnsatisfiedStep', () => {
  test('the unsatisfied purpose asks why before the housing step', async () => {
    const { user } = renderForm();
    await user.click(await screen.findByRole('radio', { name: 'Skifte bank' }));
    await user.click(screen.getByRole('button', { name: 'Næste' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Det er du utilfreds med' })).toBeInTheDocument();
    // The heading is painted first, the step's fields a frame later (FormPage).
    await user.click(await screen.findByRole('button', { name: 'Næste' }));
    expect(await screen.findByText('Feltet skal udfyldes')).toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: 'Priser og gebyrer' }));
    await user.click(screen.getByRole('button', { name: 'Næste' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Boligsituation' })).toBeInTheDocument();
  });
});

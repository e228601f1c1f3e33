// economy/family-and-work and edit-family: the bad-payer answer of the form's aboutYou step (§5
// is_registered_as_bad_payer) is shown and changed where the rest of the family answers are, in both languages,
// with the step's rule: "yes" is refused before anything is sent.
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import type { EconomicProfile } from '../../../../../contract/economicProfile';
import { EMPTY_ECONOMY } from '../../../../../domain/emptyEconomy';
import { serveEconomy } from '../../../../support/economyServer';
import { customer, setupMswServer } from '../../../../support/msw';
import { renderApp } from '../../../../support/renderWithProviders';
import { captureToasts } from '../../../../support/toasts';

const server = setupMswServer();
captureToasts();
const english = { ...customer, preferences: { lang: 'en' as const } };

// The whole app renders per test; a loaded machine needs more than the default 5 s.
jest.setTimeout(60_000);

const economy = (badPayer: boolean | null): EconomicProfile => ({
  ...EMPTY_ECONOMY,
  id: 5,
  user_id: customer.id,
  civil_status: 'single',
  birth_date: '1985-04-12',
  children_count: 0,
  is_registered_as_bad_payer: badPayer,
  employment_type: 'employee',
  employer: 'Testfirma ApS',
  employed_since: '2015-08-01',
  monthly_income: 45_000,
});

function captureBodies(answer: (body: Record<string, unknown>) => EconomicProfile) {
  const bodies: Record<string, unknown>[] = [];
  server.use(
    http.put(`/api/customer/users/${customer.id}/family-and-work`, async ({ request }) => {
      const body = (await request.json()) as Record<string, unknown>;
      bodies.push(body);
      return HttpResponse.json(answer(body));
    }),
  );
  return bodies;
}

const languages = [
  {
    name: 'Danish',
    user: customer,
    locale: 'da' as const,
    question: 'Er du eller din medansøger registreret i RKI eller Debitor Registret?',
    yes: 'Ja',
    no: 'Nej',
    edit: 'Ret familie',
    save: 'Gem',
    refused: 'Vi kan desværre ikke formidle lån, når du er registreret som dårlig betaler',
  },
  {
    name: 'English',
    user: english,
    locale: 'en' as const,
    question: 'Are you or your co-applicant registered in RKI or Debitor Registret?',
    yes: 'Yes',
    no: 'No',
    edit: 'Edit family',
    save: 'Save',
    refused: 'Unfortunately we cannot arrange loans while you are registered as a bad payer',
  },
];

describe.each(languages)('in $name', ({ user: who, locale, question, yes, no, edit, save, refused }) => {
  test('the family card shows the answer; edit-family asks it with the form’s yes/no and sends the change', async () => {
    serveEconomy(economy(null));
    const bodies = captureBodies((body) => economy(body.is_registered_as_bad_payer as boolean));
    const { user, router } = renderApp({ route: '/economy/family-and-work', user: who, locale });
    const answer = (await screen.findByText(question)).nextElementSibling;
    expect(answer).toHaveTextContent('–');

    await user.click(screen.getByRole('link', { name: edit }));
    const group = await screen.findByRole('group', { name: question });
    expect(within(group).getByRole('radio', { name: yes })).not.toBeChecked();
    await user.click(within(group).getByRole('radio', { name: no }));
    await user.click(screen.getByRole('button', { name: save }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/economy/family-and-work'));
    expect(bodies).toEqual([expect.objectContaining({ is_registered_as_bad_payer: false, employer: 'Testfirma ApS' })]);
    await waitFor(() => expect(screen.getByText(question).nextElementSibling).toHaveTextContent(no));
  });

  test('edit-family: "yes" is refused with the step’s rule before anything is sent', async () => {
    serveEconomy(economy(false));
    const bodies = captureBodies(() => economy(false));
    const { user } = renderApp({ route: '/economy/family-and-work/edit-family', user: who, locale });
    const group = await screen.findByRole('group', { name: question });
    expect(within(group).getByRole('radio', { name: no })).toBeChecked();
    await user.click(within(group).getByRole('radio', { name: yes }));
    await user.click(screen.getByRole('button', { name: save }));
    expect(await within(group).findByText(refused)).toBeInTheDocument();
    expect(bodies).toEqual([]);
  });
});

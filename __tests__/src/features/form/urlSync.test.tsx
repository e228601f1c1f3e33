import { act, screen, waitFor } from '@testing-library/react';
import { setupMswServer } from '../../../support/msw';
import { formHandlers, renderForm, saveFormAt } from './formTestKit';

const server = setupMswServer();
beforeEach(() => {
  sessionStorage.clear();
  server.use(...formHandlers);
});

describe('URL and wizard follow each other', () => {
  test('a deep link past unanswered steps lands on the first one, and the URL says so', async () => {
    const { router } = renderForm({ route: '/form/om-dig' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Kom i gang' })).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/form/'));
  });

  test('a deep link to a step that can be opened opens it (a reload keeps the step)', async () => {
    saveFormAt('employment');
    renderForm({ route: '/form/opsparing' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Opsparing' })).toBeInTheDocument();
  });

  test("the browser's back and forward move the wizard; the heading of the new step gets focus", async () => {
    saveFormAt('aboutYou');
    const { router, user } = renderForm({ route: '/form/om-dig' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Om dig' })).toBeInTheDocument();
    await user.click(await screen.findByRole('button', { name: 'Tilbage' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Opsparing' })).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/form/opsparing'));
    await waitFor(() => expect(screen.getByRole('heading', { level: 1, name: 'Opsparing' })).toHaveFocus());
    await act(() => router.navigate(-1));
    expect(await screen.findByRole('heading', { level: 1, name: 'Om dig' })).toBeInTheDocument();
    await act(() => router.navigate(1));
    expect(await screen.findByRole('heading', { level: 1, name: 'Opsparing' })).toBeInTheDocument();
  });

  test('the step menu opens validated steps and marks where the customer is', async () => {
    saveFormAt('aboutYou');
    const { router, user } = renderForm({ route: '/form/om-dig' });
    await screen.findByRole('heading', { level: 1, name: 'Om dig' });
    const [menu] = screen.getAllByRole('list').filter((list) => list.classList.contains('step-menu'));
    expect(menu).toHaveTextContent('Om dig (du er her)');
    expect(screen.queryAllByRole('link', { name: /Beskæftigelse/ })).toHaveLength(0);
    await user.click(screen.getAllByRole('link', { name: 'Andre ejendele (udfyldt)' })[0]);
    expect(await screen.findByRole('heading', { level: 1, name: 'Andre ejendele' })).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/form/andre-ejendele'));
  });

  test('the path follows the language, and the form is not remounted: what was typed stays', async () => {
    saveFormAt('savings');
    const { router, user, i18n } = renderForm({ route: '/form/opsparing' });
    await user.type(await screen.findByLabelText('Pensionsopsparing'), '420.000');
    await act(() => i18n.setLocale('en'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Savings' })).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/form/savings'));
    expect(screen.getByLabelText('Pension savings')).toHaveValue('420,000');
  });

  test('an English path in a Danish page becomes the Danish path', async () => {
    saveFormAt('savings');
    const { router } = renderForm({ route: '/form/savings' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Opsparing' })).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/form/opsparing'));
  });
});

describe('nothing typed is lost', () => {
  test('a draft survives a reload of the page (kept in the wizard and session storage as the customer types)', async () => {
    saveFormAt('savings');
    const first = renderForm({ route: '/form/opsparing' });
    await first.user.type(await screen.findByLabelText('Aktier og værdipapirer'), '75.000');
    // The draft is kept a moment after the typing stops.
    await act(() => new Promise((resolve) => setTimeout(resolve, 500)));
    first.unmount();
    renderForm({ route: '/form/opsparing' });
    expect(await screen.findByLabelText('Aktier og værdipapirer')).toHaveValue('75.000');
  });

  test('leaving the step before the draft was kept still keeps it', async () => {
    saveFormAt('savings');
    const { user } = renderForm({ route: '/form/opsparing' });
    await user.type(await screen.findByLabelText('Aktier og værdipapirer'), '75.000');
    await user.click(screen.getByRole('button', { name: 'Tilbage' }));
    await screen.findByRole('heading', { level: 1, name: 'Andre ejendele' });
    // The step's options load after its heading shows.
    await user.click(await screen.findByRole('button', { name: 'Næste' }));
    expect(await screen.findByLabelText('Aktier og værdipapirer')).toHaveValue('75.000');
  });
});

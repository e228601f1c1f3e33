// /rate/:token: the token is validated first; 1–5 stars as a keyboard-usable radio group, a comment, a thank-you.
import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { selectRatingToken } from '../../../../store/slices/authSlice';
import { setupMswServer } from '../../../support/msw';
import { renderApp } from '../../../support/renderWithProviders';

const server = setupMswServer();
const supplier = { id: 2, name: 'Kattegat Realkredit', short_name: 'Kattegat', logo: '/logos/kattegat-realkredit.svg' };
const valid = () => server.use(http.get('/api/review-supplier/tok123/validate', () => HttpResponse.json({ supplier })));

/** A live link that takes ratings; the bodies sent. */
function acceptRatings(): unknown[] {
  valid();
  const bodies: unknown[] = [];
  server.use(
    http.post('/api/review-supplier/tok123', async ({ request }) => {
      bodies.push(await request.json());
      return HttpResponse.json({ message: 'Tak for din bedømmelse.' }, { status: 201 });
    }),
  );
  return bodies;
}

afterEach(() => localStorage.clear());

test('a valid link: choose stars, write a comment, send; then thanks', async () => {
  const bodies = acceptRatings();
  const { user, store } = renderApp({ route: '/rate/tok123', user: null });
  expect(await screen.findByRole('heading', { level: 1, name: 'Bedøm Kattegat Realkredit' })).toBeInTheDocument();
  expect(selectRatingToken(store.getState())).toBe('tok123');

  const stars = screen.getByRole('group', { name: 'Din bedømmelse' });
  expect(within(stars).getAllByRole('radio')).toHaveLength(5);
  await user.click(within(stars).getByRole('radio', { name: '4 stjerner' }));
  expect(screen.getByText('Tilfreds')).toBeInTheDocument();
  await user.type(screen.getByRole('textbox', { name: 'Kommentar (valgfri)' }), 'Hurtigt og venligt svar.');
  await user.click(screen.getByRole('button', { name: 'Send bedømmelse' }));

  expect(await screen.findByRole('heading', { level: 1, name: 'Tak for din bedømmelse' })).toBeInTheDocument();
  expect(bodies).toEqual([{ stars: 4, comment: 'Hurtigt og venligt svar.', comment_public: false }]);
});

test('the page says ratings are shown, and the comment is shown only with consent', async () => {
  const bodies = acceptRatings();
  const { user } = renderApp({ route: '/rate/tok123', user: null });
  expect(await screen.findByText(/Bedømmelser vises ved långiverens tilbud/)).toHaveTextContent(
    'når den har fået mindst 5. Dit navn vises aldrig.',
  );
  await user.click(screen.getByRole('radio', { name: '5 stjerner' }));
  await user.type(screen.getByRole('textbox', { name: 'Kommentar (valgfri)' }), 'Fin rådgivning');
  await user.click(screen.getByRole('checkbox', { name: 'Vis min kommentar (uden mit navn) på långiverens side' }));
  await user.click(screen.getByRole('button', { name: 'Send bedømmelse' }));
  expect(await screen.findByRole('heading', { level: 1, name: 'Tak for din bedømmelse' })).toBeInTheDocument();
  expect(bodies).toEqual([{ stars: 5, comment: 'Fin rådgivning', comment_public: true }]);
});

test('the stars work from the keyboard like any radio group', async () => {
  valid();
  server.use(http.post('/api/review-supplier/tok123', () => HttpResponse.json({ message: 'ok' }, { status: 201 })));
  const { user } = renderApp({ route: '/rate/tok123', user: null });
  const one = await screen.findByRole('radio', { name: '1 stjerne' });
  await user.click(one);
  await user.keyboard('{ArrowRight}{ArrowRight}');
  expect(screen.getByRole('radio', { name: '3 stjerner' })).toBeChecked();
  expect(screen.getByRole('radio', { name: '3 stjerner' })).toHaveFocus();
});

test('sending without stars asks for them; nothing is sent', async () => {
  valid();
  const { user } = renderApp({ route: '/rate/tok123', user: null });
  await user.click(await screen.findByRole('button', { name: 'Send bedømmelse' }));
  expect(screen.getByRole('alert')).toHaveTextContent('Vælg mellem 1 og 5 stjerner.');
  expect(screen.getByRole('group', { name: 'Din bedømmelse' })).toHaveAccessibleDescription(
    'Vælg mellem 1 og 5 stjerner.',
  );
});

test("the server's field errors (422) show under the field", async () => {
  valid();
  server.use(
    http.post('/api/review-supplier/tok123', () =>
      HttpResponse.json(
        { message: 'Invalid', errors: { comment: ['Kommentaren må højst være 2000 tegn.'] } },
        { status: 422 },
      ),
    ),
  );
  const { user } = renderApp({ route: '/rate/tok123', user: null });
  await user.click(await screen.findByRole('radio', { name: '5 stjerner' }));
  await user.click(screen.getByRole('button', { name: 'Send bedømmelse' }));
  expect(await screen.findByText('Kommentaren må højst være 2000 tegn.')).toBeInTheDocument();
  expect(screen.getByRole('textbox', { name: 'Kommentar (valgfri)' })).toBeInvalid();
});

test('choosing stars after the request for them hides it', async () => {
  valid();
  const { user } = renderApp({ route: '/rate/tok123', user: null });
  await user.click(await screen.findByRole('button', { name: 'Send bedømmelse' }));
  expect(screen.getByRole('alert')).toHaveTextContent('Vælg mellem 1 og 5 stjerner.');
  await user.click(screen.getByRole('radio', { name: '3 stjerner' }));
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  expect(screen.getByRole('group', { name: 'Din bedømmelse' })).not.toHaveAccessibleDescription();
});

test('a failed send keeps the stars, the comment and the consent for another try', async () => {
  valid();
  server.use(http.post('/api/review-supplier/tok123', () => HttpResponse.json({ message: 'x' }, { status: 500 })));
  const { user } = renderApp({ route: '/rate/tok123', user: null });
  await user.click(await screen.findByRole('radio', { name: '4 stjerner' }));
  await user.type(screen.getByRole('textbox', { name: 'Kommentar (valgfri)' }), 'Hurtigt svar');
  await user.click(screen.getByRole('checkbox', { name: 'Vis min kommentar (uden mit navn) på långiverens side' }));
  await user.click(screen.getByRole('button', { name: 'Send bedømmelse' }));
  expect(await screen.findByRole('alert')).toBeInTheDocument();
  expect(screen.getByRole('radio', { name: '4 stjerner' })).toBeChecked();
  expect(screen.getByRole('textbox', { name: 'Kommentar (valgfri)' })).toHaveValue('Hurtigt svar');
  expect(screen.getByRole('checkbox', { name: 'Vis min kommentar (uden mit navn) på långiverens side' })).toBeChecked();
});

test('an unknown link (404) says it is invalid', async () => {
  server.use(
    http.get('/api/review-supplier/nope/validate', () => HttpResponse.json({ message: 'x' }, { status: 404 })),
  );
  renderApp({ route: '/rate/nope', user: null });
  expect(await screen.findByRole('heading', { level: 1, name: 'Linket virker ikke' })).toBeInTheDocument();
  expect(screen.getByRole('alert')).toHaveTextContent('Linket til bedømmelsen er ugyldigt.');
});

test('a used or expired link (410) says so, also when it was used meanwhile (410 on sending)', async () => {
  server.use(
    http.get('/api/review-supplier/used/validate', () => HttpResponse.json({ message: 'x' }, { status: 410 })),
  );
  const { unmount } = renderApp({ route: '/rate/used', user: null });
  expect(await screen.findByRole('alert')).toHaveTextContent('Linket er allerede brugt, eller det er udløbet.');
  unmount();

  valid();
  server.use(http.post('/api/review-supplier/tok123', () => HttpResponse.json({ message: 'x' }, { status: 410 })));
  const { user } = renderApp({ route: '/rate/tok123', user: null });
  await user.click(await screen.findByRole('radio', { name: '2 stjerner' }));
  await user.click(screen.getByRole('button', { name: 'Send bedømmelse' }));
  expect(await screen.findByRole('heading', { level: 1, name: 'Linket virker ikke' })).toBeInTheDocument();
});

test('in English', async () => {
  localStorage.setItem('locale', 'en');
  valid();
  renderApp({ route: '/rate/tok123', user: null });
  expect(await screen.findByRole('heading', { level: 1, name: 'Rate Kattegat Realkredit' })).toBeInTheDocument();
  expect(screen.getByRole('radio', { name: '1 star' })).toBeInTheDocument();
});

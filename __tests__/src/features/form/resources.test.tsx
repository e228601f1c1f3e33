import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { selectResourceLoading } from '../../../../store/slices/formTransientSlice';
import { setupMswServer } from '../../../support/msw';
import { formHandlers, renderForm } from './formTestKit';

const server = setupMswServer();
beforeEach(() => {
  sessionStorage.clear();
  server.use(...formHandlers);
});

test('the start step’s choices are in the bundle: they show without asking the server', async () => {
  const asked: string[] = [];
  server.use(
    http.get('/api/auction-form-resources', ({ request }) => {
      asked.push(...new URL(request.url).searchParams.getAll('requiredResources[]'));
      return HttpResponse.json({});
    }),
  );
  renderForm();
  expect(await screen.findByRole('radio', { name: 'Noget andet' })).toBeInTheDocument();
  expect(screen.getAllByRole('radio')).toHaveLength(5);
  // The next step's resources may be fetched ahead; the start step's never are.
  expect(asked).not.toContain('personaTypes');
});

test('a step whose resources fail to load says so, records the status (§3) and loads again on retry', async () => {
  let failing = true;
  server.use(
    http.get('/api/auction-form-resources', () => {
      return failing
        ? HttpResponse.json({ message: 'down' }, { status: 503 })
        : HttpResponse.json({ residenceTypes: ['rented', 'owner_house'], newPropertyReasons: [], mortgageKinds: [] });
    }),
  );
  const { user, store } = renderForm();
  await user.click(await screen.findByRole('radio', { name: 'Noget andet' }));
  await user.click(screen.getByRole('button', { name: 'Næste' }));
  expect(await screen.findByText('Trinnet kunne ikke hentes')).toBeInTheDocument();
  expect(screen.getByText('Serveren svarede med fejl 503. Det, du har skrevet, er gemt.')).toBeInTheDocument();
  expect(selectResourceLoading(store.getState())).toEqual({ failed: true, status: 503 });
  failing = false;
  await user.click(screen.getByRole('button', { name: 'Prøv igen' }));
  expect(await screen.findByRole('radio', { name: 'Lejebolig' })).toBeInTheDocument();
  expect(selectResourceLoading(store.getState())).toEqual({ failed: false, status: null });
});

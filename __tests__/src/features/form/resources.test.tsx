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

test('a step whose resources fail to load says so, records the status (§3) and loads again on retry', async () => {
  let calls = 0;
  server.use(
    http.get('/api/auction-form-resources', () => {
      calls += 1;
      return calls === 1
        ? HttpResponse.json({ message: 'down' }, { status: 503 })
        : HttpResponse.json({ personaTypes: ['generic', 'property_purchaser'] });
    }),
  );
  const { user, store } = renderForm();
  expect(await screen.findByText('Trinnet kunne ikke hentes')).toBeInTheDocument();
  expect(screen.getByText('Serveren svarede med fejl 503. Det, du har skrevet, er gemt.')).toBeInTheDocument();
  expect(selectResourceLoading(store.getState())).toEqual({ failed: true, status: 503 });
  await user.click(screen.getByRole('button', { name: 'Prøv igen' }));
  expect(await screen.findByRole('radio', { name: 'Noget andet' })).toBeInTheDocument();
  expect(screen.getAllByRole('radio')).toHaveLength(2);
  expect(selectResourceLoading(store.getState())).toEqual({ failed: false, status: null });
});

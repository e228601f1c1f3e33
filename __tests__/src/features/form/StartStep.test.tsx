import { screen, waitFor } from '@testing-library/react';
import { setupMswServer } from '../../../support/msw';
import { START_BLANK } from '../../../../src/features/form/steps/StartStep';
import { startSchema } from '../../../../domain/validation/steps/startSchema';
import { stepValues } from '../../../../domain/validation/steps/stepValues';
import { formHandlers, renderForm } from './formTestKit';

const server = setupMswServer();
beforeEach(() => {
  sessionStorage.clear();
  server.use(...formHandlers);
});

describe('StartStep', () => {
  test('asks what the customer wants to finance and will not go on without an answer', async () => {
    const { user } = renderForm();
    expect(await screen.findByRole('heading', { level: 1, name: 'Kom i gang' })).toBeInTheDocument();
    await user.click(await screen.findByRole('button', { name: 'Næste' }));
    expect(await screen.findByText('Feltet skal udfyldes')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('radio', { name: /Købe bolig/ })).toHaveFocus());
  });

  test('the chosen purpose leads to the housing step, in the URL too', async () => {
    const { user, router } = renderForm();
    await user.click(await screen.findByRole('radio', { name: /Købe bolig/ }));
    await user.click(screen.getByRole('button', { name: 'Næste' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Boligsituation' })).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/form/boligsituation'));
  });
});

describe('StartStep before the rules have loaded', () => {
  test('opens with what its schema gives for no data', () => {
    expect(START_BLANK).toEqual(stepValues(startSchema(), {}));
  });
});

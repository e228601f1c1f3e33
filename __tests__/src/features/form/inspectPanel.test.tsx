import { screen } from '@testing-library/react';
import { setupMswServer } from '../../../support/msw';
import { formHandlers, renderForm } from './formTestKit';

const server = setupMswServer();
beforeEach(() => {
  sessionStorage.clear();
  server.use(...formHandlers);
});
afterEach(() => window.history.replaceState(null, '', '/'));

test('with ?inspect=true the recording of the session downloads as JSON; without it there is no panel', async () => {
  const { unmount } = renderForm();
  await screen.findByRole('heading', { level: 1, name: 'Kom i gang' });
  expect(screen.queryByRole('complementary', { name: 'Inspector' })).not.toBeInTheDocument();
  unmount();

  window.history.replaceState(null, '', '/form/?inspect=true');
  // The inspector's own window is not the point here; it may fail to open in jsdom, which the wizard survives.
  jest.spyOn(window, 'open').mockReturnValue(null);
  const blobs: Blob[] = [];
  URL.createObjectURL = jest.fn((blob: Blob) => {
    blobs.push(blob);
    return 'blob:recording';
  });
  URL.revokeObjectURL = jest.fn();
  const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
  const { user } = renderForm();
  await user.click(await screen.findByRole('radio', { name: 'Noget andet' }));
  await user.click(await screen.findByRole('button', { name: 'Hent optagelse (JSON)' }));
  expect(click).toHaveBeenCalled();
  const recording = JSON.parse(await blobs[0].text()) as { format: string; events: { event: { type: string } }[] };
  expect(recording.format).toBe('laanetorvet.wizardRecording');
  expect(recording.events.map((e) => e.event.type)).toContain('SET_CUSTOMER');
});

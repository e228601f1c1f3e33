// The analyst view opens a stored request's recording (or a file), shows the timeline, and for
// the selected event its state, every step's flags and the context's change; the diagram comes from the machine.
import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { demoWizardRecording } from '../../../../server/analyst/demoRecording';
import { customer, setupMswServer } from '../../../support/msw';
import { renderApp } from '../../../support/renderWithProviders';

const server = setupMswServer();
// The page replays the recording and renders the diagram and tables: slow on a shared test machine.
jest.setTimeout(30_000);
/** A signed-in user who reads English; the analyst role itself is checked by the server. */
const analyst = { ...customer, preferences: { lang: 'en' as const } };
const recording = demoWizardRecording(new Date('2026-11-20T10:00:00Z'));

const statistics = {
  sessions: 1,
  unreadable: 0,
  steps: [
    { step: 'start', reached: 1, moved_on: 1, went_back: 0, ended_here: 0, median_ms: 5000 },
    { step: 'housingSituation', reached: 1, moved_on: 1, went_back: 0, ended_here: 0, median_ms: 116000 },
  ],
};

function analystApi() {
  server.use(
    http.get('/api/analyst/recordings', () =>
      HttpResponse.json({
        recordings: [{ rfq_id: 7, created_at: '2026-11-20T10:30:00.000Z', purpose: 'existing_property', events: 25 }],
      }),
    ),
    http.get('/api/analyst/recordings/7', () => HttpResponse.json({ rfq_id: 7, recording })),
    http.get('/api/analyst/recordings/8', () => HttpResponse.json({ message: 'No recording.' }, { status: 404 })),
    http.get('/api/analyst/step-statistics', () => HttpResponse.json(statistics)),
  );
}

test('an analyst opens a stored request by its number and steps through the events', async () => {
  analystApi();
  const { user } = renderApp({ route: '/analyst', user: analyst, locale: 'en' });
  await user.type(await screen.findByLabelText('Request number'), '7');
  await user.click(screen.getByRole('button', { name: 'Open' }));

  expect(await screen.findByRole('heading', { name: 'Request 7' })).toBeInTheDocument();
  const timeline = screen.getByRole('list', { name: 'Events in order' });
  const events = within(timeline).getAllByRole('button');
  expect(events).toHaveLength(recording.events.length);
  expect(events[0]).toHaveAttribute('aria-current', 'step');
  expect(screen.getByRole('heading', { name: 'Event #1: VALIDATE_STEP' })).toBeInTheDocument();
  expect(screen.getByTestId('selected-state')).toHaveTextContent('filling.start');

  // Correcting the address (event #19) un-validates the housing step and the steps that depend on it.
  await user.click(events[18]);
  expect(screen.getByRole('heading', { name: 'Event #19: SET_STEP_DATA' })).toBeInTheDocument();
  const flags = screen.getByRole('table', { name: "The steps' flags after the event" });
  const otherDebt = within(flags).getByRole('row', { name: /otherDebt/ });
  expect(
    within(otherDebt)
      .getAllByRole('cell')
      .map((cell) => cell.textContent),
  ).toEqual(['yes', 'no', 'no']);
  const changes = screen.getByRole('table', { name: /changes since the previous event/ });
  for (const path of ['steps.2.validated', 'steps.7.validated', 'steps.8.validated']) {
    expect(within(changes).getByRole('rowheader', { name: path })).toBeInTheDocument();
  }
  expect(within(changes).queryByText(/Algade/)).not.toBeInTheDocument();

  // Next moves on; the submit that follows sends her back to otherDebt, marked in the diagram.
  await user.click(screen.getByRole('button', { name: 'Next' }));
  expect(screen.getByRole('heading', { name: 'Event #20: VALIDATE_STEP' })).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Next' }));
  expect(screen.getByRole('heading', { name: 'Event #21: SUBMIT' })).toBeInTheDocument();
  expect(screen.getByTestId('selected-state')).toHaveTextContent('filling.otherDebt');
  const diagram = screen.getByRole('figure', { name: "The form machine's states and transitions" });
  const active = diagram.querySelector('[data-state-id="auctionForm.filling.otherDebt"]');
  expect(active).toHaveAttribute('aria-current', 'true');
  // Drawn from the definition: every transition of the machine is there, guards included.
  expect(within(diagram).getByText('[isFormComplete]')).toBeInTheDocument();
  expect(within(diagram).getByText('SUBMIT_SUCCEEDED')).toBeInTheDocument();

  // Arrow keys move through the timeline too, focus following the selection.
  await user.click(events[20]);
  await user.keyboard('{ArrowUp}');
  expect(events[19]).toHaveFocus();
  expect(screen.getByRole('heading', { name: 'Event #20: VALIDATE_STEP' })).toBeInTheDocument();
});

test('the latest stored recordings open with one click, and the figures per step are shown', async () => {
  analystApi();
  const { user } = renderApp({ route: '/analyst', user: analyst, locale: 'en' });
  await user.click(await screen.findByRole('button', { name: /Request 7 · 25 events/ }));
  expect(await screen.findByRole('heading', { name: 'Request 7' })).toBeInTheDocument();
  const table = screen.getByRole('table', { name: 'Steps across stored recordings' });
  const housing = within(table).getByRole('row', { name: /housingSituation/ });
  expect(
    within(housing)
      .getAllByRole('cell')
      .map((cell) => cell.textContent),
  ).toEqual(['1', '1', '0', '0', '1:56']);
});

test('a request without a recording says so', async () => {
  analystApi();
  const { user } = renderApp({ route: '/analyst', user: analyst, locale: 'en' });
  await user.type(await screen.findByLabelText('Request number'), '8');
  await user.click(screen.getByRole('button', { name: 'Open' }));
  expect(await screen.findByRole('alert')).toHaveTextContent('Request 8 has no recording of the form.');
  await user.clear(screen.getByLabelText('Request number'));
  await user.type(screen.getByLabelText('Request number'), 'x');
  await user.click(screen.getByRole('button', { name: 'Open' }));
  expect(screen.getByLabelText('Request number')).toHaveAccessibleDescription(
    'Enter the request number as a whole number.',
  );
});

test('a number that is no request number is refused; the message stays until Open is pressed again', async () => {
  analystApi();
  const { user } = renderApp({ route: '/analyst', user: analyst, locale: 'en' });
  const field = await screen.findByLabelText('Request number');
  await user.type(field, '0');
  await user.click(screen.getByRole('button', { name: 'Open' }));
  expect(await screen.findByRole('alert')).toHaveTextContent('Enter the request number as a whole number.');
  await user.type(field, '8');
  expect(field).toBeInvalid();
  await user.clear(field);
  await user.type(field, '8');
  await user.click(screen.getByRole('button', { name: 'Open' }));
  expect(await screen.findByRole('alert')).toHaveTextContent('Request 8 has no recording of the form.');
  expect(field).not.toBeInvalid();
  expect(field).toHaveValue('8');
});

test('a damaged recording file opens with every problem listed by event number', async () => {
  analystApi();
  const { user } = renderApp({ route: '/analyst', user: analyst, locale: 'en' });
  const damaged = JSON.parse(JSON.stringify(recording));
  damaged.events[1].event.type = 'NEXTT';
  damaged.events.splice(3, 0, null);
  const file = new File([JSON.stringify(damaged)], 'session.json', { type: 'application/json' });
  await user.upload(await screen.findByLabelText('Or choose a recording file (JSON)'), file);
  expect(await screen.findByRole('heading', { name: 'session.json' })).toBeInTheDocument();
  expect(screen.getByText(/The recording is damaged: 3 problems/)).toBeInTheDocument();
  expect(screen.getByText('Event #2: unknown event type "NEXTT"')).toBeInTheDocument();
  expect(screen.getByText('Event #4: entry is null, not an event')).toBeInTheDocument();
});

test('a signed-in user without the analyst role is sent to the forbidden page', async () => {
  server.use(
    http.get('/api/analyst/recordings', () => HttpResponse.json({ message: 'Forbidden' }, { status: 403 })),
    http.get('/api/analyst/step-statistics', () => HttpResponse.json({ message: 'Forbidden' }, { status: 403 })),
  );
  const { router } = renderApp({ route: '/analyst', user: analyst, locale: 'en' });
  await screen.findByRole('heading', { level: 1 });
  await new Promise((resolve) => setTimeout(resolve, 50));
  expect(router.state.location.pathname).toBe('/403');
});

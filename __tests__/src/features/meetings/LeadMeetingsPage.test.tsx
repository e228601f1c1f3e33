// rfqs/:rfqId/leads/:leadId/meetings and …/meetings/:meetingId: asking for a meeting with up to three
// proposed times, withdrawing a pending request, "Bliv ringet op", and one confirmed meeting with its .ics file.
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { DateTime } from 'luxon';
import type { Lead, LeadMeetings, Meeting, MeetingRequest } from '../../../../store/api/rfqsApi';
import { MEETING_TIME_ZONE } from '../../../../domain/meetingTimes';
import { customer, setupMswServer } from '../../../support/msw';
import { activeRfq } from '../../../support/rfqFixtures';
import { renderApp } from '../../../support/renderWithProviders';
import da from '../../../../translations/da.json';

const server = setupMswServer();
// Typing and several round trips per test: more than the default 5 s on a busy machine.
jest.setTimeout(20_000);
const leadOf = (id: number) => activeRfq().leads.find((l) => l.id === id)!;
const noMeetings: LeadMeetings = { meetings: [], pendingMeetings: [], meetingRequests: [], pendingMeetingRequests: [] };

/** Next week's weekday (0 = Monday) at `hour` Copenhagen time: as typed in the field, and as the API sends it. */
function slot(day: number, hour: number) {
  const time = DateTime.now().setZone(MEETING_TIME_ZONE).startOf('week').plus({ weeks: 1, days: day }).set({ hour });
  return { wall: time.toFormat("yyyy-MM-dd'T'HH:mm"), iso: time.toUTC().toISO() as string };
}

function request(over: Partial<MeetingRequest> = {}): MeetingRequest {
  return {
    id: 7,
    lead_id: 41,
    proposed_times: [slot(1, 10).iso],
    comment: null,
    status: 'pending',
    channel: 'video',
    topic: 'Fastrente',
    decline_reason: null,
    decided_at: null,
    created_at: '2025-03-01T12:00:00.000Z',
    ...over,
  };
}

function meeting(over: Partial<Meeting> = {}): Meeting {
  return {
    id: 5,
    lead_id: 41,
    starts_at: slot(1, 10).iso,
    ends_at: slot(1, 11).iso,
    location: 'https://video.oresund.example/meeting/5',
    status: 'confirmed',
    channel: 'video',
    topic: 'Fastrente',
    meeting_request_id: 7,
    created_at: '2025-03-01T12:00:00.000Z',
    ...over,
  };
}

/** The lead and its meetings; `meetings` is read on every fetch, so a test can change what the next one answers. */
function answer(lead: Lead, state: { meetings: LeadMeetings }) {
  server.use(
    http.get(`/api/customer/leads/${lead.id}`, () => HttpResponse.json(lead)),
    http.get(`/api/customer/leads/${lead.id}/meetings`, () => HttpResponse.json(state.meetings)),
  );
}

test('asking for a meeting: rules checked before sending, then the request waits for the bank', async () => {
  const lead = leadOf(41);
  const state = { meetings: noMeetings };
  answer(lead, state);
  let sent: unknown = null;
  server.use(
    http.post('/api/customer/leads/41/meeting-requests', async ({ request: req }) => {
      sent = await req.json();
      state.meetings = { ...noMeetings, pendingMeetingRequests: [request({ channel: 'phone' })] };
      return HttpResponse.json(state.meetings.pendingMeetingRequests[0], { status: 201 });
    }),
  );
  const { user } = renderApp({ route: '/rfqs/12/leads/41/meetings', user: customer });
  // The first page of the file loads its chunk: give it time on a busy machine.
  expect(
    await screen.findByRole('heading', { level: 1, name: 'Møder med Øresund Bank A/S' }, { timeout: 8000 }),
  ).toBeInTheDocument();
  expect(screen.getByText('Du har ingen aftalte møder med Øresund Bank A/S endnu.')).toBeInTheDocument();
  const form = screen.getByRole('heading', { name: 'Bed om et møde' }).closest('section')!;
  expect(within(form).getByText(/får Øresund Bank A\/S dit navn/)).toBeInTheDocument();

  await user.click(within(form).getByRole('radio', { name: 'Telefonmøde' }));
  fireEvent.change(within(form).getByLabelText('Tidspunkt 1'), { target: { value: slot(5, 10).wall } });
  await user.click(within(form).getByRole('button', { name: 'Tilføj et tidspunkt' }));
  fireEvent.change(within(form).getByLabelText('Tidspunkt 2'), { target: { value: slot(2, 7).wall } });
  await user.click(within(form).getByRole('button', { name: 'Send anmodningen' }));
  const time1 = within(form).getByLabelText('Tidspunkt 1');
  expect(time1).toHaveAccessibleDescription(/mandag til fredag mellem kl. 9 og 16/);
  expect(within(form).getByLabelText('Tidspunkt 2')).toHaveAttribute('aria-invalid', 'true');
  expect(sent).toBeNull();

  fireEvent.change(time1, { target: { value: slot(1, 10).wall } });
  fireEvent.change(within(form).getByLabelText('Tidspunkt 2'), { target: { value: slot(2, 14).wall } });
  await user.type(within(form).getByLabelText('Hvad vil du gerne tale om? (valgfrit)'), 'Fastrente');
  await user.click(within(form).getByRole('button', { name: 'Send anmodningen' }));

  expect(await screen.findByText(/Du har bedt Øresund Bank A\/S om et møde/)).toBeInTheDocument();
  expect(sent).toEqual({ channel: 'phone', topic: 'Fastrente', proposed_times: [slot(1, 10).iso, slot(2, 14).iso] });
  const requests = screen.getByRole('heading', { name: 'Dine mødeanmodninger' }).closest('section')!;
  expect(within(requests).getByText(/Afventer svar/)).toBeInTheDocument();
});

test('no way to meet is chosen for her: sending without one says to choose, and nothing goes out', async () => {
  answer(leadOf(41), { meetings: noMeetings });
  let sent = 0;
  server.use(
    http.post('/api/customer/leads/41/meeting-requests', () => {
      sent += 1;
      return HttpResponse.json({}, { status: 500 });
    }),
  );
  const { user } = renderApp({ route: '/rfqs/12/leads/41/meetings', user: customer });
  const submit = await screen.findByRole('button', { name: 'Send anmodningen' });
  const choices = screen.getByRole('group', { name: 'Hvordan vil du mødes?' });
  for (const radio of within(choices).getAllByRole('radio')) expect(radio).not.toBeChecked();
  fireEvent.change(screen.getByLabelText('Tidspunkt 1'), { target: { value: slot(3, 11).wall } });
  await user.click(submit);
  expect(await within(choices).findByRole('alert')).toHaveTextContent('Vælg, hvordan du vil mødes');
  expect(sent).toBe(0);
  await user.click(within(choices).getByRole('radio', { name: 'Telefonmøde' }));
  expect(within(choices).queryByRole('alert')).not.toBeInTheDocument();
});

test("the server's 422 shows under the time it names", async () => {
  answer(leadOf(41), { meetings: noMeetings });
  server.use(
    http.post('/api/customer/leads/41/meeting-requests', () =>
      HttpResponse.json(
        { message: 'Der er fejl', errors: { 'proposed_times.0': ['Tidspunktet er allerede passeret.'] } },
        { status: 422 },
      ),
    ),
  );
  const { user } = renderApp({ route: '/rfqs/12/leads/41/meetings', user: customer });
  const submit = await screen.findByRole('button', { name: 'Send anmodningen' });
  await user.click(screen.getByRole('radio', { name: 'Videomøde' }));
  fireEvent.change(screen.getByLabelText('Tidspunkt 1'), { target: { value: slot(3, 11).wall } });
  await user.click(submit);
  expect(await screen.findByText('Tidspunktet er allerede passeret.')).toBeInTheDocument();
  expect(screen.getByLabelText('Tidspunkt 1')).toHaveAccessibleDescription('Tidspunktet er allerede passeret.');
});

test('a time proposed twice is refused the second time; a failed request keeps the times and the topic', async () => {
  answer(leadOf(41), { meetings: noMeetings });
  server.use(
    http.post('/api/customer/leads/41/meeting-requests', () => HttpResponse.json({ message: 'x' }, { status: 500 })),
  );
  const { user } = renderApp({ route: '/rfqs/12/leads/41/meetings', user: customer });
  const submit = await screen.findByRole('button', { name: 'Send anmodningen' });
  await user.click(screen.getByRole('radio', { name: 'Videomøde' }));
  fireEvent.change(screen.getByLabelText('Tidspunkt 1'), { target: { value: slot(3, 11).wall } });
  await user.click(screen.getByRole('button', { name: 'Tilføj et tidspunkt' }));
  fireEvent.change(screen.getByLabelText('Tidspunkt 2'), { target: { value: slot(3, 11).wall } });
  await user.click(submit);
  expect(screen.getByLabelText('Tidspunkt 1')).not.toBeInvalid();
  expect(screen.getByLabelText('Tidspunkt 2')).toHaveAccessibleDescription(da['validation.meetingTime.duplicate']);

  fireEvent.change(screen.getByLabelText('Tidspunkt 2'), { target: { value: slot(3, 13).wall } });
  expect(screen.getByLabelText('Tidspunkt 2')).not.toBeInvalid();
  await user.type(screen.getByLabelText('Hvad vil du gerne tale om? (valgfrit)'), 'Fastrente');
  await user.click(submit);
  expect(await screen.findByText(da['meetings.form.failed'])).toBeInTheDocument();
  expect(screen.getByLabelText('Tidspunkt 1')).toHaveValue(slot(3, 11).wall);
  expect(screen.getByLabelText('Tidspunkt 2')).toHaveValue(slot(3, 13).wall);
  expect(screen.getByLabelText('Hvad vil du gerne tale om? (valgfrit)')).toHaveValue('Fastrente');
});

test('a pending request can be withdrawn; an answered one shows the reason', async () => {
  const lead = leadOf(41);
  const declined = request({ id: 6, status: 'declined', decline_reason: 'Rådgiveren er på ferie' });
  const state = { meetings: { ...noMeetings, pendingMeetingRequests: [request()], meetingRequests: [declined] } };
  answer(lead, state);
  let withdrawn = false;
  server.use(
    http.delete('/api/customer/meeting-requests/7', () => {
      withdrawn = true;
      state.meetings = { ...noMeetings, meetingRequests: [declined, request({ status: 'withdrawn' })] };
      return HttpResponse.json(state.meetings);
    }),
  );
  const { user } = renderApp({ route: '/rfqs/12/leads/41/meetings', user: customer });
  const requests = (await screen.findByRole('heading', { name: 'Dine mødeanmodninger' })).closest('section')!;
  expect(within(requests).getByText('Bankens begrundelse: Rådgiveren er på ferie')).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Send anmodningen' })).not.toBeInTheDocument();

  await user.click(within(requests).getByRole('button', { name: 'Træk anmodningen tilbage' }));
  await waitFor(() => expect(withdrawn).toBe(true));
  expect(await within(requests).findByText(/Trukket tilbage/)).toBeInTheDocument();
  expect(await screen.findByRole('button', { name: 'Send anmodningen' })).toBeInTheDocument();
});

test('"Bliv ringet op" from the lead focuses the number; a Danish number is required', async () => {
  const lead = leadOf(41);
  const state = { meetings: noMeetings };
  answer(lead, state);
  let sent: unknown = null;
  server.use(
    http.get('/api/customer/rfqs/12', () => HttpResponse.json(activeRfq())),
    http.post('/api/customer/leads/41/call-requests', async ({ request: req }) => {
      sent = await req.json();
      return HttpResponse.json(
        { id: 3, preferred_time: 'afternoon', status: 'pending', created_at: '2025-03-01T12:00:00Z' },
        { status: 201 },
      );
    }),
  );
  const { user } = renderApp({ route: '/rfqs/12/leads/41', user: customer });
  await user.click(await screen.findByRole('link', { name: 'Bliv ringet op' }, { timeout: 8000 }));
  const phone = await screen.findByLabelText('Dit telefonnummer', undefined, { timeout: 8000 });
  await waitFor(() => expect(phone).toHaveFocus());
  const call = screen.getByRole('heading', { name: 'Bliv ringet op' }).closest('section')!;

  await user.type(phone, '+46 70 123 45 67');
  await user.click(within(call).getByRole('button', { name: 'Ring mig op' }));
  expect(await within(call).findByText('Indtast et gyldigt telefonnummer')).toBeInTheDocument();
  expect(sent).toBeNull();

  await user.clear(phone);
  await user.type(phone, '20 12 34 56');
  await user.click(within(call).getByRole('radio', { name: 'Eftermiddag (kl. 14–17)' }));
  await user.click(within(call).getByRole('button', { name: 'Ring mig op' }));
  await waitFor(() => expect(sent).toEqual({ phone: '20 12 34 56', preferred_window: 'afternoon' }));
});

describe('one meeting', () => {
  let files: Blob[];
  beforeEach(() => {
    files = [];
    URL.createObjectURL = jest.fn((blob: Blob) => {
      files.push(blob);
      return 'blob:meeting';
    });
    URL.revokeObjectURL = jest.fn();
  });

  test('its time, kind, link and topic, and an .ics file for the calendar', async () => {
    const lead = leadOf(41);
    answer(lead, {
      meetings: { ...noMeetings, meetings: [meeting()], meetingRequests: [request({ status: 'confirmed' })] },
    });
    const { user } = renderApp({ route: '/rfqs/12/leads/41/meetings/5', user: customer });
    expect(await screen.findByRole('heading', { level: 1, name: 'Møde med Øresund Bank A/S' })).toBeInTheDocument();
    expect(screen.getByText('Videomøde')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'https://video.oresund.example/meeting/5' })).toHaveAttribute(
      'target',
      '_blank',
    );
    expect(screen.getByText('Fastrente')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Føj til kalender (hent .ics-fil)' }));
    await waitFor(() => expect(files).toHaveLength(1));
    const text = await files[0].text();
    expect(text).toContain('BEGIN:VEVENT');
    expect(text).toContain('SUMMARY:Møde med Øresund Bank A/S');
    expect(text).toContain(`DTSTART:${DateTime.fromISO(slot(1, 10).iso).toUTC().toFormat("yyyyMMdd'T'HHmmss'Z'")}`);
    expect(text).toContain('UID:meeting-5@laanetorvet');
  });

  test('a meeting id the lead does not have is not found', async () => {
    answer(leadOf(41), { meetings: noMeetings });
    renderApp({ route: '/rfqs/12/leads/41/meetings/99', user: customer });
    expect(await screen.findByText('Mødet findes ikke.')).toBeInTheDocument();
  });
});

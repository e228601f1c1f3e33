// A lender's own system, written from the supplier API's OpenAPI document and nothing else: its types are
// generated from the document (supplierApi.d.ts, by `npm run supplier-api:types`), its calls go through
// openapi-fetch, and it listens on the lender's realtime channel with pusher-js. When a customer chooses the
// lender's offer (`lead.won`) it reads the customer's request, acknowledges the choice and asks for the documents it
// needs; when the customer's uploads complete the checklist (`document-request.updated`) it accepts them and
// reports the credit agreement signed that day, from which the customer's 14-day withdrawal period runs; a
// withdrawal (`lead.withdrawn`) is logged. docs/supplier-api.md
// shows how to run it against a local start; a jest suite runs it against the app.
import createClient from 'openapi-fetch';
import Pusher from 'pusher-js';
import type { paths } from './supplierApi';

type AskedDocuments =
  paths['/supplier-api/v1/leads/{leadId}/document-requests']['post']['requestBody']['content']['application/json']['documents'];

export type LenderSystemOptions = {
  /** The app's origin, e.g. http://localhost:3000. */
  baseUrl: string;
  /** The lender's bearer token (scripts/supplierToken.ts). */
  token: string;
  /** What the lender asks a customer who chose it for. */
  documents: AskedDocuments;
  /**
   * The leads this system answers; every lead of the lender unless given. A lender running a second system beside
   * another (a trial beside production, a test beside other tests on one server) keeps each to its own leads.
   */
  handles?: (leadId: number) => boolean;
  log?: (line: string) => void;
};

export type LenderSystem = {
  /** Every event handled so far: choices, checklists, signings (rejects when a call failed). */
  settled: () => Promise<unknown>;
  stop: () => void;
};

export async function startLenderSystem(options: LenderSystemOptions): Promise<LenderSystem> {
  const log = options.log ?? (() => undefined);
  const api = createClient<paths>({
    baseUrl: options.baseUrl,
    headers: { Authorization: `Bearer ${options.token}`, Accept: 'application/json' },
  });
  const failed = (what: string, error: unknown) => new Error(`${what}: ${JSON.stringify(error)}`);

  // Where the realtime socket is (the app's public configuration) and which channel is this lender's.
  const config = await api.GET('/api/config');
  const channel = await api.GET('/supplier-api/v1/broadcasting/channel');
  if (!config.data || !channel.data) throw failed('configuration', config.error ?? channel.error);
  const socket = config.data.pusher;
  const url = new URL(options.baseUrl);
  const pusher = new Pusher(socket.key, {
    cluster: '',
    wsHost: socket.wsHost ?? url.hostname,
    wsPort: socket.wsPort ?? Number(url.port || 80),
    forceTLS: socket.forceTLS,
    enabledTransports: ['ws', 'wss'],
    disableStats: true,
    channelAuthorization: {
      transport: 'ajax',
      endpoint: '',
      customHandler: ({ socketId, channelName }, callback) => {
        api
          .POST('/supplier-api/v1/broadcasting/auth', { body: { socket_id: socketId, channel_name: channelName } })
          .then(({ data, error }) => (data ? callback(null, data) : callback(failed('auth', error), null)))
          .catch((error: Error) => callback(error, null));
      },
    },
  });

  // What the customer answered reaches the lender typed (RfqRequest in the document): a real system would score it.
  async function readRequest(leadId: number) {
    const lead = await api.GET('/supplier-api/v1/leads/{leadId}', { params: { path: { leadId } } });
    if (!lead.data) throw failed(`read lead ${leadId}`, lead.error);
    const request = lead.data.rfq.request;
    const badPayer = request.is_registered_as_bad_payer;
    const answered = badPayer === null || badPayer === undefined ? 'not answered' : badPayer ? 'yes' : 'no';
    log(
      `lead ${leadId} request: ${request.employment_type ?? 'employment not given'} at ${request.employer ?? '–'} ` +
        `since ${request.employed_since ?? '–'}, registered in RKI or Debitor Registret: ${answered}`,
    );
  }

  async function onChosen(leadId: number) {
    await readRequest(leadId);
    const acknowledged = await api.POST('/supplier-api/v1/leads/{leadId}/acknowledgement', {
      params: { path: { leadId } },
    });
    if (acknowledged.error) throw failed(`acknowledge lead ${leadId}`, acknowledged.error);
    const asked = await api.POST('/supplier-api/v1/leads/{leadId}/document-requests', {
      params: { path: { leadId } },
      body: { documents: options.documents },
    });
    if (asked.error) throw failed(`ask for documents on lead ${leadId}`, asked.error);
    log(`lead ${leadId}: choice acknowledged, ${asked.data.length} documents on the checklist`);
  }

  /** Today in Denmark (YYYY-MM-DD): the agreement's day is a Danish calendar day. */
  const danishToday = () =>
    new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Copenhagen', dateStyle: 'short' }).format(new Date());

  const signing = new Set<number>();

  /** Once every item holds a file: accept what waits for review, then sign (once per lead). */
  async function onChecklistChanged(leadId: number) {
    const checklist = await api.GET('/supplier-api/v1/leads/{leadId}/document-requests', {
      params: { path: { leadId } },
    });
    if (!checklist.data) throw failed(`read checklist of lead ${leadId}`, checklist.error);
    const items = checklist.data;
    if (items.length === 0 || items.some((item) => item.status !== 'uploaded' && item.status !== 'accepted')) return;
    if (signing.has(leadId)) return;
    signing.add(leadId);
    for (const item of items.filter((i) => i.status === 'uploaded')) {
      const reviewed = await api.PATCH('/supplier-api/v1/leads/{leadId}/document-requests/{id}', {
        params: { path: { leadId, id: item.id } },
        body: { status: 'accepted' },
      });
      if (reviewed.error) throw failed(`accept document ${item.id} of lead ${leadId}`, reviewed.error);
    }
    const signed = await api.POST('/supplier-api/v1/leads/{leadId}/agreement', {
      params: { path: { leadId } },
      body: { signed_on: danishToday() },
    });
    if (!signed.data?.agreement) throw failed(`sign lead ${leadId}`, signed.error);
    const { signed_on: on, withdrawal_ends_on: until } = signed.data.agreement;
    log(`lead ${leadId}: checklist complete, agreement signed on ${on}, withdrawal possible until ${until}`);
  }

  const handles = options.handles ?? (() => true);
  /** A handler that sees only the events of the leads this system answers. */
  const own =
    <E extends { leadId: number }>(handler: (event: E) => void) =>
    (event: E) => {
      if (handles(event.leadId)) handler(event);
    };
  const handled: Promise<unknown>[] = [];
  const subscription = pusher.subscribe(channel.data.channel_name);
  subscription.bind(
    'lead.won',
    own((event: { leadId: number }) => handled.push(onChosen(event.leadId))),
  );
  subscription.bind(
    'document-request.updated',
    own((event: { leadId: number; status: string }) => {
      if (event.status === 'uploaded') handled.push(onChecklistChanged(event.leadId));
    }),
  );
  subscription.bind(
    'lead.withdrawn',
    own((event: { leadId: number; signedOn: string; withdrawnAt: string }) =>
      log(
        `lead ${event.leadId}: the customer withdrew at ${event.withdrawnAt} from the agreement of ${event.signedOn}`,
      ),
    ),
  );
  await new Promise<void>((resolve, reject) => {
    subscription.bind('pusher:subscription_succeeded', () => resolve());
    subscription.bind('pusher:subscription_error', (error: unknown) => reject(failed('subscribe', error)));
  });
  log(`listening on ${channel.data.channel_name}`);
  return { settled: () => Promise.all(handled), stop: () => pusher.disconnect() };
}

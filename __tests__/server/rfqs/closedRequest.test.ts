// A closed request is closed for everyone: the customer's choice and its undo, the lender's offer, decline and
// acknowledgement, its document requests and reviews, every upload shared with a lead and an eSkat consent answer
// 409 `rfq_closed`; aborting waits for a pending choice to be undone (409 `offer_chosen`); a lost lender's item takes
// no file (409 `lead_lost`). Under parallel calls (accept and abort, an offer or a decline and an abort, a decline
// and the choice, a review and a delete) exactly one outcome stands, on PGlite and PostgreSQL.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import * as t from '../../../server/db/schema';
import * as economicProfileView from '../../../server/economicProfile/economicProfileView';
import * as leadActions from '../../../server/leads/leadActions';
import type { BrowserSession } from '../../support/browserSession';
import { file, multipart, PDF } from '../../support/multipartBody';
import { openSeededRequest, type SeededRequest } from '../../support/seededRequest';
import { closeTestApp, type TestContext } from '../../support/testApp';

// swc compiles a module's exports to getters jest cannot spy on; a plain copy of the module can be spied on.
jest.mock('../../../server/leads/leadActions', () => ({
  __esModule: true,
  ...jest.requireActual('../../../server/leads/leadActions'),
}));
jest.mock('../../../server/economicProfile/economicProfileView', () => ({
  __esModule: true,
  ...jest.requireActual('../../../server/economicProfile/economicProfileView'),
}));

const ROUNDS = 50;

let ctx: TestContext;
let mette: BrowserSession;
let metteId: number;
let leadOf: Record<string, number>;
let rfqId: number;
let lender: SeededRequest['lender'];
let versionOf: SeededRequest['versionOf'];
let reset: SeededRequest['reset'];

const accept = async (leadId: number) =>
  mette.post(`/api/customer/leads/${leadId}/acceptance`, { offer_version: await versionOf(leadId) });
const abort = (id: number | string = rfqId) =>
  mette.post(`/api/customer/rfqs/${id}/abort`, { reason: 'plans_changed' });
const acknowledge = (slug: string) =>
  lender(slug, { method: 'POST', url: `/supplier-api/v1/leads/${leadOf[slug]}/acknowledgement` });
const ask = (slug: string) =>
  lender(slug, {
    method: 'POST',
    url: `/supplier-api/v1/leads/${leadOf[slug]}/document-requests`,
    payload: { documents: [{ type: 'payslips' }] },
  });
const review = (slug: string, id: number) =>
  lender(slug, {
    method: 'PATCH',
    url: `/supplier-api/v1/leads/${leadOf[slug]}/document-requests/${id}`,
    payload: { status: 'accepted' },
  });
const uploadInto = (id: number) =>
  mette.request({
    method: 'POST',
    url: `/api/customer/document-requests/${id}/document`,
    ...multipart([file(PDF, 'lønseddel.pdf', 'application/pdf')]),
  });

const statusOf = async (leadId: number) =>
  (await ctx.database.db.select().from(t.leads).where(eq(t.leads.id, leadId)))[0];
const closedAt = async () => (await ctx.database.db.select().from(t.rfqs).where(eq(t.rfqs.id, rfqId)))[0].closedAt;

/** An item of the lender's checklist, asked on its lead. */
async function askedItem(slug: string): Promise<number> {
  const res = await ask(slug);
  expect(res.statusCode).toBe(201);
  return res.json()[0].id;
}

beforeAll(async () => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'closed-request-'));
  const seeded = await openSeededRequest({ locale: 'en', config: { dataDir } });
  ({ ctx, mette, metteId, leadOf, rfqId, lender, versionOf, reset } = seeded);
}, 120_000);
afterAll(() => closeTestApp(ctx));
beforeEach(() => reset());

describe('an aborted request', () => {
  test('its offers cannot be chosen (409 rfq_closed): the lead stays open and anonymous', async () => {
    expect((await abort()).statusCode).toBe(200);
    const res = await accept(leadOf['oresund-bank']);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ reason: 'rfq_closed', message: expect.stringContaining('closed') });
    expect(await statusOf(leadOf['oresund-bank'])).toMatchObject({ status: 'open', isAnonymous: true });
  });

  test('an acknowledged choice stays; undo, acknowledgement, document requests and uploads answer 409 rfq_closed', async () => {
    const publish = jest.spyOn(ctx.app.realtime, 'publish').mockResolvedValue(true);
    expect((await accept(leadOf['oresund-bank'])).statusCode).toBe(200);
    expect((await acknowledge('oresund-bank')).statusCode).toBe(200);
    const item = await askedItem('oresund-bank');
    expect((await abort()).statusCode).toBe(200);
    expect(publish).toHaveBeenCalledWith(expect.any(String), 'lead.closed', { leadId: leadOf['oresund-bank'] });
    publish.mockRestore();

    const undo = await mette.request({
      method: 'DELETE',
      url: `/api/customer/leads/${leadOf['oresund-bank']}/acceptance`,
    });
    expect(undo.statusCode).toBe(409);
    expect(undo.json().reason).toBe('rfq_closed');
    for (const res of [await acknowledge('oresund-bank'), await ask('oresund-bank'), await uploadInto(item)]) {
      expect(res.statusCode).toBe(409);
      expect(res.json().code).toBe('rfq_closed');
    }
    const lenderUpload = await lender('oresund-bank', {
      method: 'POST',
      url: `/supplier-api/v1/leads/${leadOf['oresund-bank']}/documents`,
      ...multipart([file(PDF, 'tilbud.pdf', 'application/pdf')]),
    });
    expect(lenderUpload.statusCode).toBe(409);
    const shared = await mette.request({
      method: 'POST',
      url: `/api/customer/users/${metteId}/documents`,
      ...multipart([
        { name: 'lead_id', value: String(leadOf['oresund-bank']) },
        file(PDF, 'budget.pdf', 'application/pdf'),
      ]),
    });
    expect(shared.statusCode).toBe(409);
    expect(shared.json().code).toBe('rfq_closed');
    // Nothing of the refused uploads was kept.
    expect(
      await ctx.database.db.select().from(t.documents).where(eq(t.documents.leadId, leadOf['oresund-bank'])),
    ).toEqual([]);
    const leads = await ctx.database.db.select().from(t.leads).where(eq(t.leads.rfqId, rfqId));
    expect(leads.find((l) => l.id === leadOf['oresund-bank'])?.status).toBe('won');
    // The others stay lost to the choice: closing the request reopens nothing.
    expect(leads.filter((l) => l.status === 'open')).toEqual([]);
  });

  test('a review of an upload once the request closed answers 409 rfq_closed', async () => {
    expect((await accept(leadOf['oresund-bank'])).statusCode).toBe(200);
    expect((await acknowledge('oresund-bank')).statusCode).toBe(200);
    const item = await askedItem('oresund-bank');
    expect((await uploadInto(item)).statusCode).toBe(201);
    expect((await abort()).statusCode).toBe(200);
    const res = await review('oresund-bank', item);
    expect(res.statusCode).toBe(409);
    expect(res.json().code).toBe('rfq_closed');
  });

  test('aborting again answers 409 rfq_closed; an unknown request and a malformed id 404, never 500', async () => {
    expect((await abort()).statusCode).toBe(200);
    const again = await abort();
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe('rfq_closed');
    expect((await abort(2_000_000_000)).statusCode).toBe(404);
    expect((await abort('first')).statusCode).toBe(404);
  });
});

describe('aborting with a chosen offer', () => {
  test('while the lender has not acknowledged: 409 offer_chosen, the request stays open', async () => {
    expect((await accept(leadOf['oresund-bank'])).statusCode).toBe(200);
    const res = await abort();
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ code: 'offer_chosen', message: expect.stringContaining('Undo') });
    expect(await closedAt()).toBeNull();
  });

  test(`${ROUNDS} choices and aborts sent together: exactly one of each pair is done`, async () => {
    const outcomes = { chosen: 0, aborted: 0 };
    for (let round = 0; round < ROUNDS; round += 1) {
      await reset();
      const [choice, closing] = await Promise.all([accept(leadOf['oresund-bank']), abort()]);
      const lead = await statusOf(leadOf['oresund-bank']);
      const closed = await closedAt();
      if (choice.statusCode === 200) {
        expect(closing.statusCode).toBe(409);
        expect(closing.json().code).toBe('offer_chosen');
        expect(lead.status).toBe('won');
        expect(closed).toBeNull();
        outcomes.chosen += 1;
      } else {
        expect([choice.statusCode, choice.json().reason, closing.statusCode]).toEqual([409, 'rfq_closed', 200]);
        expect(lead).toMatchObject({ status: 'open', isAnonymous: true });
        expect(closed).not.toBeNull();
        outcomes.aborted += 1;
      }
    }
    expect(outcomes.chosen + outcomes.aborted).toBe(ROUNDS);
  }, 120_000);
});

describe('a lender answering at the moment the customer closes the request or chooses', () => {
  const carLoan = {
    product_type: 'loan',
    product_sub_type: 'car_loan',
    amount: 150_000,
    interest_rate: 6,
    term_months: 60,
    representative_example: { rate_type: 'fixed', total_payable: 173_995.21 },
    early_repayment_fee_percent: 1,
  };
  const answers = {
    offer: (slug: string) =>
      lender(slug, {
        method: 'POST',
        url: `/supplier-api/v1/leads/${leadOf[slug]}/offer`,
        payload: { products: [carLoan] },
      }),
    decline: (slug: string) =>
      lender(slug, {
        method: 'POST',
        url: `/supplier-api/v1/leads/${leadOf[slug]}/decline`,
        payload: { reason: 'Uden for vores område' },
      }),
  };

  /**
   * Holds the lender's next answer once it has read the lead and before it writes: the moment an abort or a choice
   * lands between the two, which parallel calls on one embedded database seldom hit.
   */
  function holdAnswerAfterRead() {
    const { loadLeadContext } = jest.requireActual<typeof leadActions>('../../../server/leads/leadActions');
    let release = () => {};
    const released = new Promise<void>((resolve) => (release = resolve));
    let read = () => {};
    const wasRead = new Promise<void>((resolve) => (read = resolve));
    jest.spyOn(leadActions, 'loadLeadContext').mockImplementationOnce(async (...args) => {
      const context = await loadLeadContext(...args);
      read();
      await released;
      return context;
    });
    return { wasRead, release };
  }
  afterEach(() => jest.restoreAllMocks());

  test.each(['offer', 'decline'] as const)(
    'an abort between the %s reading the lead and writing: the answer is refused (409 rfq_closed) and leaves nothing',
    async (kind) => {
      const lead = leadOf['oresund-bank'];
      const version = await versionOf(lead);
      const hold = holdAnswerAfterRead();
      const answer = answers[kind]('oresund-bank');
      await hold.wasRead;
      expect((await abort()).statusCode).toBe(200);
      hold.release();
      const res = await answer;
      expect(res.statusCode).toBe(409);
      expect(res.json().code).toBe('rfq_closed');
      expect(await statusOf(lead)).toMatchObject({ status: 'open', lostReason: null });
      expect(await versionOf(lead)).toBe(version);
    },
  );

  test("the customer's choice between a decline reading the lead and writing: the decline is refused (409)", async () => {
    const lead = leadOf['oresund-bank'];
    const hold = holdAnswerAfterRead();
    const decline = answers.decline('oresund-bank');
    await hold.wasRead;
    expect((await accept(lead)).statusCode).toBe(200);
    hold.release();
    const res = await decline;
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe('The lead is no longer open.');
    expect(await statusOf(lead)).toMatchObject({ status: 'won', lostReason: null });
  });

  test.each(['offer', 'decline'] as const)(
    `${ROUNDS} aborts, each sent with a lender's %s: the answer comes wholly before the close, or is refused (409 rfq_closed) and leaves nothing`,
    async (kind) => {
      const lead = leadOf['oresund-bank'];
      const outcomes = { answered: 0, refused: 0 };
      for (let round = 0; round < ROUNDS; round += 1) {
        await reset();
        const version = await versionOf(lead);
        const [answer, closing] = await Promise.all([answers[kind]('oresund-bank'), abort()]);
        expect(closing.statusCode).toBe(200);
        const row = await statusOf(lead);
        const closed = (await closedAt()) as Date;
        if (answer.statusCode === 409) {
          expect(answer.json().code).toBe('rfq_closed');
          expect(row.status).toBe('open');
          expect(await versionOf(lead)).toBe(version);
          outcomes.refused += 1;
        } else {
          expect(answer.statusCode).toBe(200);
          // Written under the request's lock before the abort took it, never onto the closed request.
          expect(row.updatedAt.getTime()).toBeLessThanOrEqual(closed.getTime());
          if (kind === 'offer') expect(await versionOf(lead)).toBe(version + 1);
          else expect(row.status).toBe('lost');
          outcomes.answered += 1;
        }
      }
      expect(outcomes.answered + outcomes.refused).toBe(ROUNDS);
    },
    120_000,
  );

  test(`${ROUNDS} pairs of a decline and the customer's choice of that lead: exactly one of them is done`, async () => {
    const lead = leadOf['oresund-bank'];
    const outcomes = { chosen: 0, declined: 0 };
    for (let round = 0; round < ROUNDS; round += 1) {
      await reset();
      const [choice, decline] = await Promise.all([accept(lead), answers.decline('oresund-bank')]);
      const row = await statusOf(lead);
      if (choice.statusCode === 200) {
        expect(decline.statusCode).toBe(409);
        expect(row).toMatchObject({ status: 'won', lostReason: null });
        outcomes.chosen += 1;
      } else {
        expect([choice.statusCode, decline.statusCode]).toEqual([409, 200]);
        expect(row).toMatchObject({ status: 'lost', lostReason: 'Uden for vores område', wonAt: null });
        outcomes.declined += 1;
      }
    }
    expect(outcomes.chosen + outcomes.declined).toBe(ROUNDS);
  }, 120_000);
});

describe('eSkat on a closed request', () => {
  type Eskat = { requests: { id: number; status: string; consented_at: string | null }[]; documents: unknown[] };
  const lead = () => leadOf['oresund-bank'];
  const askForTaxData = async () => {
    const res = await lender('oresund-bank', {
      method: 'POST',
      url: `/supplier-api/v1/leads/${lead()}/eskat-requests`,
    });
    expect(res.statusCode).toBe(201);
    return res.json().id as number;
  };
  const consent = (requestId: number) =>
    mette.post(`/api/customer/leads/${lead()}/eskat-consent`, { request_id: requestId });
  const eskat = async () => (await mette.get(`/api/customer/leads/${lead()}/eskat`)).json() as Eskat;
  afterEach(() => jest.restoreAllMocks());

  /** The consent refused as the closed request's: the lender's request still waits, nothing was shared. */
  async function expectRefused(res: Awaited<ReturnType<typeof consent>>, requestId: number) {
    expect(res.statusCode).toBe(409);
    expect(res.json().code).toBe('rfq_closed');
    expect(await eskat()).toEqual({
      requests: [expect.objectContaining({ id: requestId, status: 'requested', consented_at: null })],
      documents: [],
    });
  }

  test('a consent once the request is closed answers 409 rfq_closed and is not kept; eSkat is not asked', async () => {
    const requestId = await askForTaxData();
    expect((await abort()).statusCode).toBe(200);
    const fetched = jest.spyOn(economicProfileView, 'loadEconomicProfile');
    await expectRefused(await consent(requestId), requestId);
    expect(fetched).not.toHaveBeenCalled();
  });

  test('an abort while eSkat is asked for a consent: the consent is refused (409 rfq_closed), nothing kept', async () => {
    const requestId = await askForTaxData();
    const { loadEconomicProfile } = jest.requireActual<typeof economicProfileView>(
      '../../../server/economicProfile/economicProfileView',
    );
    let release = () => {};
    const released = new Promise<void>((resolve) => (release = resolve));
    let fetching = () => {};
    const started = new Promise<void>((resolve) => (fetching = resolve));
    // The demo provider reads the customer's economic profile first: held there, eSkat is still answering.
    jest.spyOn(economicProfileView, 'loadEconomicProfile').mockImplementationOnce(async (...args) => {
      fetching();
      await released;
      return loadEconomicProfile(...args);
    });
    const consenting = consent(requestId);
    await started;
    expect((await abort()).statusCode).toBe(200);
    release();
    await expectRefused(await consenting, requestId);
  });

  test('a consent on the open request is kept with its documents', async () => {
    const requestId = await askForTaxData();
    expect((await consent(requestId)).statusCode).toBe(200);
    const after = await eskat();
    expect(after.requests[0]).toMatchObject({ id: requestId, status: 'fulfilled' });
    expect(after.documents).toHaveLength(2);
  });
});

describe('a lender the customer chose against', () => {
  test('its items take no upload (409 lead_lost) and nothing is shared with it', async () => {
    const item = await askedItem('kattegat-realkredit');
    expect((await accept(leadOf['oresund-bank'])).statusCode).toBe(200);
    const res = await uploadInto(item);
    expect(res.statusCode).toBe(409);
    expect(res.json().code).toBe('lead_lost');
    const shared = await ctx.database.db
      .select()
      .from(t.documents)
      .where(eq(t.documents.leadId, leadOf['kattegat-realkredit']));
    expect(shared).toEqual([]);
    const [row] = await ctx.database.db.select().from(t.documentRequests).where(eq(t.documentRequests.id, item));
    expect(row).toMatchObject({ status: 'requested', documentId: null });
  });
});

describe('a review and a delete of the same upload', () => {
  test('deleting an accepted upload asks for it again: no item claims a deleted file', async () => {
    const item = await askedItem('oresund-bank');
    const documentId = (await uploadInto(item)).json().id;
    expect((await review('oresund-bank', item)).statusCode).toBe(200);
    expect((await mette.request({ method: 'DELETE', url: `/api/customer/documents/${documentId}` })).statusCode).toBe(
      204,
    );
    const [row] = await ctx.database.db.select().from(t.documentRequests).where(eq(t.documentRequests.id, item));
    expect(row).toMatchObject({ status: 'requested', documentId: null });
    expect((await review('oresund-bank', item)).statusCode).toBe(409);
  });

  test(`${ROUNDS} reviews and deletes sent together leave a consistent item each time`, async () => {
    const item = await askedItem('oresund-bank');
    for (let round = 0; round < ROUNDS; round += 1) {
      const upload = await uploadInto(item);
      expect(upload.statusCode).toBe(201);
      const [reviewed, deleted] = await Promise.all([
        review('oresund-bank', item),
        mette.request({ method: 'DELETE', url: `/api/customer/documents/${upload.json().id}` }),
      ]);
      expect(deleted.statusCode).toBe(204);
      expect([200, 409]).toContain(reviewed.statusCode);
      const [row] = await ctx.database.db.select().from(t.documentRequests).where(eq(t.documentRequests.id, item));
      // Whichever came first, the file is gone and the item asks for it again.
      expect(row).toMatchObject({ status: 'requested', documentId: null });
    }
  }, 120_000);
});

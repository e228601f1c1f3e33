// eSkat (docs/domain.md "Tax data"): a lender asks for a customer's tax data on one lead; the customer consents, which
// lets that lender fetch it for 24 hours; the fetched documents (types 30 and 31) are shared with that lead.
// Asking again within those 24 hours fetches again at once; after them, the customer is asked again.
import { and, desc, eq, inArray } from 'drizzle-orm';
import type { Document, EskatRequest, LeadEskat } from '../../contract/documents';
import { ESKAT_CONSENT_HOURS, ESKAT_TYPES } from '../../domain/documentTypes';
import type { Db } from '../db/client';
import * as t from '../db/schema';
import type { CustomerNotifier } from '../leads/customerNotifier';
import { listLeadDocuments, saveDocument } from '../documents/documentService';
import type { DocumentStorage } from '../documents/documentStorage';
import { lockRequest, RequestClosed } from '../rfqs/requestLock';
import type { EskatProvider } from './eskatProvider';

/** The time eSkat decisions are made at; tests move it to check the 24-hour expiry. */
export const eskatClock = { now: (): Date => new Date() };

export type EskatDeps = {
  db: Db;
  storage: DocumentStorage;
  provider: EskatProvider;
  notify: CustomerNotifier;
  /** Tells the customer and the lender a document arrived (server/documents/documentNotices.ts). */
  documentCreated: (userId: number, document: Document) => void;
};

/** One lead as eSkat needs it: whose it is and which lender's. */
export type EskatLead = { leadId: number; rfqId: number; userId: number; customerName: string };

type RequestRow = typeof t.eskatRequests.$inferSelect;

const CONSENT_MS = ESKAT_CONSENT_HOURS * 60 * 60 * 1000;

export const consentValid = (row: RequestRow, now: Date) =>
  row.consentExpiresAt !== null && row.consentExpiresAt.getTime() > now.getTime();

export function eskatRequestJson(row: RequestRow, now: Date): EskatRequest {
  return {
    id: row.id,
    lead_id: row.leadId,
    status: row.status as EskatRequest['status'],
    requested_at: row.requestedAt.toISOString(),
    consented_at: row.consentedAt?.toISOString() ?? null,
    consent_expires_at: row.consentExpiresAt?.toISOString() ?? null,
    consent_valid: consentValid(row, now),
    fulfilled_at: row.fulfilledAt?.toISOString() ?? null,
  };
}

async function requestsOf(db: Db, leadId: number): Promise<RequestRow[]> {
  return db
    .select()
    .from(t.eskatRequests)
    .where(eq(t.eskatRequests.leadId, leadId))
    .orderBy(desc(t.eskatRequests.requestedAt), desc(t.eskatRequests.id));
}

/** The lead's eSkat requests and its eSkat documents. */
export async function leadEskat(db: Db, leadId: number, now: Date, downloadBase?: string): Promise<LeadEskat> {
  const [requests, documents] = await Promise.all([
    requestsOf(db, leadId),
    listLeadDocuments(db, leadId, downloadBase),
  ]);
  return {
    requests: requests.map((r) => eskatRequestJson(r, now)),
    documents: documents.filter((d) => ESKAT_TYPES.includes(d.document_type_id)),
  };
}

/**
 * The tax documents from eSkat, fetched outside any transaction: a provider may take its time, and reads through
 * connections of its own (the demo one, the customer's economic profile).
 */
const fetchTaxFiles = (deps: EskatDeps, lead: EskatLead, now: Date) =>
  deps.provider.fetchTaxDocuments({ userId: lead.userId, customerName: lead.customerName, now });

/**
 * Shares fetched tax documents with the lead and marks the request fulfilled, through `db`: the app's database, or
 * the transaction of a consent, whose documents are kept with it or not at all.
 */
async function share(
  deps: EskatDeps,
  db: Db,
  lead: EskatLead,
  requestId: number,
  files: Awaited<ReturnType<typeof fetchTaxFiles>>,
  now: Date,
): Promise<Document[]> {
  const saved: Document[] = [];
  for (const file of files) {
    saved.push(
      await saveDocument(
        { ...deps, db },
        {
          userId: lead.userId,
          leadId: lead.leadId,
          documentTypeId: file.documentTypeId,
          source: 'eskat',
          fileName: file.fileName,
          mimeType: file.mimeType,
          bytes: file.bytes,
        },
      ),
    );
  }
  await db
    .update(t.eskatRequests)
    .set({ status: 'fulfilled', fulfilledAt: now })
    .where(eq(t.eskatRequests.id, requestId));
  return saved;
}

/** Tells the customer and the lender of the documents, once they are saved. */
function announce(deps: EskatDeps, lead: EskatLead, documents: readonly Document[]): void {
  for (const document of documents) deps.documentCreated(lead.userId, document);
}

export type EskatRequestOutcome = { request: EskatRequest; created: boolean; documents: Document[] };

/**
 * A lender asks for the tax data. Under a consent still valid the data is fetched again at once; a request
 * still waiting for the customer is answered as it is; otherwise a new request waits for the customer.
 */
export async function requestEskat(deps: EskatDeps, lead: EskatLead, now: Date): Promise<EskatRequestOutcome> {
  const [latest] = await requestsOf(deps.db, lead.leadId);
  if (latest && consentValid(latest, now)) {
    const documents = await share(deps, deps.db, lead, latest.id, await fetchTaxFiles(deps, lead, now), now);
    announce(deps, lead, documents);
    const [row] = await deps.db.select().from(t.eskatRequests).where(eq(t.eskatRequests.id, latest.id));
    return { request: eskatRequestJson(row, now), created: false, documents };
  }
  if (latest && latest.status === 'requested')
    return { request: eskatRequestJson(latest, now), created: false, documents: [] };
  const [row] = await deps.db.insert(t.eskatRequests).values({ leadId: lead.leadId, requestedAt: now }).returning();
  deps.notify(lead.userId, 'lead.updated', { rfqId: lead.rfqId, leadId: lead.leadId });
  return { request: eskatRequestJson(row, now), created: true, documents: [] };
}

export type ConsentOutcome = { ok: true; documents: Document[] } | { ok: false; reason: 'notFound' | 'notPending' };

/**
 * The customer agrees to a waiting request of this lead: valid for 24 hours, and the data is fetched now. A closed
 * request takes no consent (RequestClosed: 409 `rfq_closed`, nothing kept): the consent shares her tax data with the
 * lender, and a closed request is closed for every lender. The consent and its documents are saved in one
 * transaction under the request's lock, so an abort at the same moment comes before them (and the consent is
 * refused) or after both, never between a consent and the documents it was given for.
 */
export async function consentToEskat(
  deps: EskatDeps,
  lead: EskatLead,
  requestId: number,
  now: Date,
): Promise<ConsentOutcome> {
  // Asked first, so eSkat is not asked for a consent that is refused; decided again under the lock below.
  const [rfq] = await deps.db.select({ closedAt: t.rfqs.closedAt }).from(t.rfqs).where(eq(t.rfqs.id, lead.rfqId));
  if (rfq?.closedAt) throw new RequestClosed();
  const [waiting] = await deps.db
    .select({ status: t.eskatRequests.status })
    .from(t.eskatRequests)
    .where(and(eq(t.eskatRequests.id, requestId), eq(t.eskatRequests.leadId, lead.leadId)));
  if (!waiting) return { ok: false, reason: 'notFound' };
  if (waiting.status !== 'requested') return { ok: false, reason: 'notPending' };
  const files = await fetchTaxFiles(deps, lead, now);
  const expires = new Date(now.getTime() + CONSENT_MS);
  const outcome = await deps.db.transaction(async (tx): Promise<ConsentOutcome> => {
    if ((await lockRequest(tx, lead.rfqId))?.closedAt) throw new RequestClosed();
    // Only a waiting request changes: two clicks at once consent (and share) once.
    const [row] = await tx
      .update(t.eskatRequests)
      .set({ status: 'consented', consentedAt: now, consentExpiresAt: expires })
      .where(
        and(
          eq(t.eskatRequests.id, requestId),
          eq(t.eskatRequests.leadId, lead.leadId),
          inArray(t.eskatRequests.status, ['requested']),
        ),
      )
      .returning({ id: t.eskatRequests.id });
    if (!row) return { ok: false, reason: 'notPending' };
    return { ok: true, documents: await share(deps, tx, lead, row.id, files, now) };
  });
  if (outcome.ok) announce(deps, lead, outcome.documents);
  return outcome;
}

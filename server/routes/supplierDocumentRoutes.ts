// The supplier API's documents and eSkat (/supplier-api/v1, bearer token per lender): a lender sends a document
// to the customer of one of its leads, lists and downloads the documents shared with its leads, and asks for
// the customer's tax data. Another lender's lead or document answers 404, like one that does not exist.
import multipart from '@fastify/multipart';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { LeadIdParams } from '../../contract/customerRfqs';
import {
  Document,
  DocumentFile,
  DocumentIdParams,
  DocumentList,
  EskatRequest,
  SupplierUploadBody,
} from '../../contract/documents';
import { errorResponses } from '../../contract/errors';
import { LENDER_DOCUMENT_TYPE } from '../../domain/documentTypes';
import { and, eq } from 'drizzle-orm';
import * as t from '../db/schema';
import { documentNotices } from '../documents/documentNotices';
import { contentDisposition, lendersDocumentRow, listLeadDocuments, saveDocument } from '../documents/documentService';
import { readUpload, sendUploadRefusal, UPLOAD_LIMITS } from '../documents/readUpload';
import { handlerReadsBody } from '../http/handlerReadsBody';
import { demoEskatProvider, type EskatProvider } from '../eskat/eskatProvider';
import { closedAsConflict, CLOSED } from '../rfqs/requestLock';
import { eskatClock, requestEskat, type EskatDeps } from '../eskat/eskatService';
import type { TypedApp } from '../http/contract';
import { authenticateSuppliers, supplierIdOf } from './supplierApiRoutes';
import { replyConflict } from '../http/conflict';
import { replyNotFound } from '../http/notFound';

const tags = ['supplier'];
const security = [{ supplierToken: [] }];
const DOWNLOAD_BASE = '/supplier-api/v1/documents';

export async function supplierDocumentRoutes(app: TypedApp, opts: { eskatProvider?: EskatProvider } = {}) {
  await app.register(multipart, { limits: UPLOAD_LIMITS, throwFileSizeLimit: true });
  const storage = app.documentStorage;
  const notices = documentNotices(app);
  const eskatDeps: EskatDeps = {
    db: app.db,
    storage,
    provider: opts.eskatProvider ?? demoEskatProvider(app.db),
    notify: notices.notify,
    documentCreated: notices.created,
  };
  authenticateSuppliers(app);

  /** This lender's lead with its customer; else the 404 is sent and null returned. */
  async function ownLead(request: FastifyRequest, reply: FastifyReply, leadId: number) {
    const [row] = await app.db
      .select({ leadId: t.leads.id, rfqId: t.leads.rfqId, userId: t.rfqs.userId, customerName: t.users.name })
      .from(t.leads)
      .innerJoin(t.rfqs, eq(t.rfqs.id, t.leads.rfqId))
      .innerJoin(t.users, eq(t.users.id, t.rfqs.userId))
      .where(and(eq(t.leads.id, leadId), eq(t.leads.supplierId, supplierIdOf(request))));
    if (row) return row;
    await replyNotFound(request, reply, 'leads.notFound');
    return null;
  }

  app.get(
    '/leads/:leadId/documents',
    {
      schema: {
        tags,
        security,
        summary: 'The documents shared with one of your leads (the customer’s, yours and eSkat), newest first',
        params: LeadIdParams,
        response: { 200: DocumentList, ...errorResponses(401, 429, 404) },
      },
    },
    async (request, reply) => {
      const lead = await ownLead(request, reply, request.params.leadId);
      if (!lead) return reply;
      return listLeadDocuments(app.db, lead.leadId, DOWNLOAD_BASE);
    },
  );

  app.post(
    '/leads/:leadId/documents',
    {
      validatorCompiler: handlerReadsBody,
      schema: {
        tags,
        security,
        summary: 'Send a document to the customer of one of your leads (multipart/form-data, field `file`)',
        description:
          'PDF, PNG or JPEG, told from the bytes; at most 10 MB (413). The customer is told at once. 409 ' +
          '`rfq_closed` once the customer closed the request.',
        consumes: ['multipart/form-data'],
        params: LeadIdParams,
        body: SupplierUploadBody,
        response: { 201: Document, ...errorResponses(401, 429, 404, 409, 413, 507) },
      },
    },
    async (request, reply) => {
      const lead = await ownLead(request, reply, request.params.leadId);
      if (!lead) return reply;
      const read = await readUpload(request, { leadField: false });
      if (!read.ok) return sendUploadRefusal(request, reply, read);
      const document = await saveDocument(
        { db: app.db, storage },
        {
          ...read.upload,
          userId: lead.userId,
          leadId: lead.leadId,
          documentTypeId: LENDER_DOCUMENT_TYPE,
          source: 'supplier',
        },
      ).catch(closedAsConflict);
      if (document === CLOSED) return replyConflict(request, reply, 'rfq_closed', 'lender');
      notices.created(lead.userId, document);
      return reply.code(201).send({ ...document, download_url: `${DOWNLOAD_BASE}/${document.id}/file` });
    },
  );

  app.get(
    '/documents/:id/file',
    {
      schema: {
        tags,
        security,
        summary: 'Download a document shared with one of your leads',
        params: DocumentIdParams,
        response: { 200: DocumentFile, ...errorResponses(401, 429, 404) },
      },
    },
    async (request, reply) => {
      const row = await lendersDocumentRow(app.db, supplierIdOf(request), request.params.id);
      const bytes = row ? await storage.get(row.storageKey) : null;
      if (!row || !bytes) return replyNotFound(request, reply, 'documents.notFound');
      return reply
        .header('Content-Type', row.mimeType)
        .header('Content-Disposition', contentDisposition(row.fileName))
        .header('Content-Length', bytes.byteLength)
        .header('Cache-Control', 'private, no-store')
        .send(bytes as never);
    },
  );

  app.post(
    '/leads/:leadId/eskat-requests',
    {
      schema: {
        tags,
        security,
        summary: "Ask for the customer's tax data (eSkat)",
        description:
          'The customer is asked to consent (201, status requested). While a consent is valid (24 hours) the data ' +
          'is fetched again at once (200, status fulfilled); the documents (types 30 and 31) are then on the lead ' +
          '(GET …/leads/{leadId}/documents). A request still waiting is answered as it is (200). A fetch once the ' +
          'customer closed the request is a 409 `rfq_closed`.',
        params: LeadIdParams,
        response: { 200: EskatRequest, 201: EskatRequest, ...errorResponses(401, 429, 404, 409) },
      },
    },
    async (request, reply) => {
      const lead = await ownLead(request, reply, request.params.leadId);
      if (!lead) return reply;
      const outcome = await requestEskat(eskatDeps, lead, eskatClock.now()).catch(closedAsConflict);
      if (outcome === CLOSED) return replyConflict(request, reply, 'rfq_closed', 'lender');
      return reply.code(outcome.created ? 201 : 200).send(outcome.request);
    },
  );
}

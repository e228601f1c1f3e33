// The customer's documents (spec §7 GET …/users/{userId}/documents): list, upload (multipart, PDF,
// PNG or JPEG up to 10 MB, optionally shared with one lender through `lead_id`), download and delete; and
// eSkat: the lead's tax-data requests and the customer's 24-hour consent. Another customer's ids answer 404.
import multipart from '@fastify/multipart';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { Type } from '@sinclair/typebox';
import { LeadIdParams, UserIdParams } from '../../contract/customerRfqs';
import {
  CustomerUploadBody,
  CustomerUploadRefused,
  Document,
  DocumentFile,
  DocumentIdParams,
  DocumentList,
  EskatConsentBody,
  LeadEskat,
  UPLOAD_QUOTA_TEXT,
} from '../../contract/documents';
import { errorResponses } from '../../contract/errors';
import { CUSTOMER_UPLOAD_TYPE } from '../../domain/documentTypes';
import { currentUser, customerOf, isCustomer, requireCustomer, requireOwnUser } from '../auth/currentUser';
import { documentNotices } from '../documents/documentNotices';
import { askedAgain } from '../documents/documentRequestNotices';
import {
  contentDisposition,
  customersLead,
  deleteDocument,
  lendersDocumentRow,
  listUserDocuments,
  ownDocumentRow,
  saveDocument,
  UploadQuotaReached,
  type DocumentRow,
} from '../documents/documentService';
import { quotaReached, readUpload, sendUploadRefusal, UPLOAD_LIMITS } from '../documents/readUpload';
import { handlerReadsBody } from '../http/handlerReadsBody';
import { demoEskatProvider, type EskatProvider } from '../eskat/eskatProvider';
import { closedAsConflict, CLOSED, RequestClosed } from '../rfqs/requestLock';
import { consentToEskat, eskatClock, leadEskat, type EskatDeps } from '../eskat/eskatService';
import type { TypedApp } from '../http/contract';
import { localeOf } from '../http/fieldErrors';
import { translate } from '../i18n/translate';
import { replyConflict } from '../http/conflict';
import { replyNotFound } from '../http/notFound';
import { MitidConfirmationRequired } from '../../contract/mitid';
import { replyConfirmationRequired, stepUp } from '../mitid/stepUp';

const tags = ['customer'];
const security = [{ session: [] }];
const writeSecurity = [{ session: [], xsrf: [] }];

export async function documentRoutes(app: TypedApp, opts: { eskatProvider?: EskatProvider } = {}) {
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

  const notFound = (request: FastifyRequest, reply: FastifyReply, id = 'documents.notFound') =>
    replyNotFound(request, reply, id);

  app.get(
    '/api/customer/users/:userId/documents',
    {
      onRequest: requireOwnUser,
      schema: {
        tags,
        security,
        summary: "The customer's documents, newest first: uploads, lenders' documents and eSkat (types 30, 31)",
        params: UserIdParams,
        response: { 200: DocumentList, ...errorResponses(401, 403) },
      },
    },
    async (request) => listUserDocuments(app.db, (await customerOf(request)).id),
  );

  app.post(
    '/api/customer/users/:userId/documents',
    {
      onRequest: requireOwnUser,
      validatorCompiler: handlerReadsBody,
      schema: {
        tags,
        security: writeSecurity,
        summary: 'Upload a document (multipart/form-data), optionally shared with the lender of one lead',
        description:
          'The type is told from the bytes (PDF, PNG, JPEG), not the name: another file renamed .pdf is a 422. ' +
          'Over 10 MB is a 413. A `lead_id` that is not one of your leads is a 404, one of a closed request a 409 ' +
          '`rfq_closed`. A failed upload stores nothing. ' +
          UPLOAD_QUOTA_TEXT,
        consumes: ['multipart/form-data'],
        params: UserIdParams,
        body: CustomerUploadBody,
        response: { 201: Document, ...errorResponses(401, 403, 404, 409, 413, 419, 507), 422: CustomerUploadRefused },
      },
    },
    async (request, reply) => {
      const user = await customerOf(request);
      const read = await readUpload(request, { leadField: true, customerId: user.id });
      if (!read.ok) return sendUploadRefusal(request, reply, read);
      const { upload } = read;
      if (upload.leadId !== null && !(await customersLead(app.db, user.id, upload.leadId)))
        return notFound(request, reply, 'leads.notFound');
      try {
        const document = await saveDocument(
          { db: app.db, storage },
          { ...upload, userId: user.id, documentTypeId: CUSTOMER_UPLOAD_TYPE, source: 'customer' },
        );
        notices.created(user.id, document);
        return reply.code(201).send(document);
      } catch (error) {
        if (error instanceof UploadQuotaReached) return sendUploadRefusal(request, reply, quotaReached(request));
        if (error instanceof RequestClosed) return replyConflict(request, reply, 'rfq_closed', 'customer');
        throw error;
      }
    },
  );

  /** The document a signed-in user may read: a customer's own, or one shared with a lender user's lender. */
  async function readableRow(request: FastifyRequest, id: number): Promise<DocumentRow | null> {
    const user = await currentUser(request);
    if (!user) return null;
    if (isCustomer(user)) return ownDocumentRow(app.db, user.id, id);
    if (user.teamName === 'supplier' && user.supplierId) return lendersDocumentRow(app.db, user.supplierId, id);
    return null;
  }

  app.get(
    '/api/customer/documents/:id/file',
    {
      schema: {
        tags,
        security,
        summary: 'Download a document: its owner, or a user of the lender it is shared with',
        params: DocumentIdParams,
        response: { 200: DocumentFile, ...errorResponses(401, 404) },
      },
    },
    async (request, reply) => {
      if (!(await currentUser(request)))
        return reply.code(401).send({ message: translate(localeOf(request), 'auth.unauthenticated') });
      const row = await readableRow(request, request.params.id);
      const bytes = row ? await storage.get(row.storageKey) : null;
      if (!row || !bytes) return notFound(request, reply);
      return reply
        .header('Content-Type', row.mimeType)
        .header('Content-Disposition', contentDisposition(row.fileName))
        .header('Content-Length', bytes.byteLength)
        .header('Cache-Control', 'private, no-store')
        .header('X-Content-Type-Options', 'nosniff')
        .send(bytes as never);
    },
  );

  app.delete(
    '/api/customer/documents/:id',
    {
      onRequest: requireCustomer,
      schema: {
        tags,
        security: writeSecurity,
        summary: 'Delete one of your documents and its file',
        params: DocumentIdParams,
        response: { 204: Type.Null({ description: 'Deleted.' }), ...errorResponses(401, 403, 404, 419) },
      },
    },
    async (request, reply) => {
      const row = await ownDocumentRow(app.db, (await customerOf(request)).id, request.params.id);
      if (!row) return notFound(request, reply);
      askedAgain(app, await deleteDocument({ db: app.db, storage }, row));
      return reply.code(204).send(null);
    },
  );

  /** The customer's lead as eSkat needs it, or null (answered 404). */
  async function eskatLead(request: FastifyRequest, leadId: number) {
    const user = await customerOf(request);
    const lead = await customersLead(app.db, user.id, leadId);
    return lead ? { leadId: lead.leadId, rfqId: lead.rfqId, userId: user.id, customerName: user.name } : null;
  }

  app.get(
    '/api/customer/leads/:leadId/eskat',
    {
      onRequest: requireCustomer,
      schema: {
        tags,
        security,
        summary: "The lender's requests for your tax data (eSkat) on this lead, and the eSkat documents it has",
        params: LeadIdParams,
        response: { 200: LeadEskat, ...errorResponses(401, 403, 404) },
      },
    },
    async (request, reply) => {
      const lead = await eskatLead(request, request.params.leadId);
      if (!lead) return notFound(request, reply, 'leads.notFound');
      return leadEskat(app.db, lead.leadId, eskatClock.now());
    },
  );

  app.post(
    '/api/customer/leads/:leadId/eskat-consent',
    {
      onRequest: requireCustomer,
      schema: {
        tags,
        security: writeSecurity,
        summary: "Consent to the lender's request for your tax data (valid 24 hours)",
        description:
          'The lender of this lead may fetch your tax data from eSkat for 24 hours; the documents (types 30 and ' +
          '31) are fetched at once and shared with this lead only. 409 when the request is no longer waiting, 409 ' +
          '`rfq_closed` once you closed the request. A customer linked to MitID consents only within minutes of a ' +
          'MitID confirmation (403 `mitid_confirmation_required`).',
        params: LeadIdParams,
        body: EskatConsentBody,
        response: {
          200: LeadEskat,
          ...errorResponses(401, 403, 404, 409, 419),
          403: MitidConfirmationRequired,
        },
      },
    },
    async (request, reply) => {
      const lead = await eskatLead(request, request.params.leadId);
      if (!lead) return notFound(request, reply, 'leads.notFound');
      if ((await stepUp(app.db, request, lead.userId)).kind === 'required') {
        return replyConfirmationRequired(request, reply);
      }
      const now = eskatClock.now();
      const outcome = await consentToEskat(eskatDeps, lead, request.body.request_id, now).catch(closedAsConflict);
      if (outcome === CLOSED) return replyConflict(request, reply, 'rfq_closed', 'customer');
      if (!outcome.ok && outcome.reason === 'notFound') return notFound(request, reply, 'eskat.requestNotFound');
      if (!outcome.ok)
        return reply.code(409).send({ message: translate(localeOf(request), 'eskat.requestNotPending') });
      return leadEskat(app.db, lead.leadId, now);
    },
  );
}

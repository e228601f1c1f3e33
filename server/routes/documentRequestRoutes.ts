// The customer's side of a lender's document checklist: each lead's items with their status, and an upload
// straight into an item (the file is shared with that lender and the item becomes `uploaded`). Another
// customer's lead or item answers 404, like one that does not exist.
import multipart from '@fastify/multipart';
import { LeadIdParams } from '../../contract/customerRfqs';
import { DocumentRequestIdParams, DocumentRequestList } from '../../contract/documentRequests';
import { CustomerUploadRefused, Document, SupplierUploadBody, UPLOAD_QUOTA_TEXT } from '../../contract/documents';
import { errorResponses } from '../../contract/errors';
import { awaitsUpload } from '../../domain/documentRequests';
import { CUSTOMER_UPLOAD_TYPE } from '../../domain/documentTypes';
import { customerOf, requireCustomer } from '../auth/currentUser';
import { documentNotices } from '../documents/documentNotices';
import { uploadedAgainst } from '../documents/documentRequestNotices';
import { afterChecklistUpload } from '../agreements/demoSigning';
import {
  attachUpload,
  customersDocumentRequest,
  LeadLost,
  listDocumentRequests,
  NotAwaitingUpload,
} from '../documents/documentRequests';
import { saveDocument, UploadQuotaReached } from '../documents/documentService';
import { quotaReached, readUpload, sendUploadRefusal, UPLOAD_LIMITS } from '../documents/readUpload';
import { handlerReadsBody } from '../http/handlerReadsBody';
import type { TypedApp } from '../http/contract';
import { localeOf } from '../http/fieldErrors';
import { translate } from '../i18n/translate';
import { customerThreadLead } from '../messages/messageStore';
import { RequestClosed } from '../rfqs/requestLock';
import { replyConflict } from '../http/conflict';
import { replyNotFound } from '../http/notFound';

const tags = ['customer'];
const security = [{ session: [] }];
const writeSecurity = [{ session: [], xsrf: [] }];

export async function documentRequestRoutes(app: TypedApp) {
  await app.register(multipart, { limits: UPLOAD_LIMITS, throwFileSizeLimit: true });
  // The app's one storage (an S3 client is made once; tests hand in their own), as the other document routes use.
  const storage = app.documentStorage;
  const notices = documentNotices(app);

  app.get(
    '/api/customer/leads/:leadId/document-requests',
    {
      onRequest: requireCustomer,
      schema: {
        tags,
        security,
        summary: 'The documents the lender of this lead asks you for, with their status',
        params: LeadIdParams,
        response: { 200: DocumentRequestList, ...errorResponses(401, 403, 404) },
      },
    },
    async (request, reply) => {
      const lead = await customerThreadLead(app.db, (await customerOf(request)).id, request.params.leadId);
      if (!lead) return replyNotFound(request, reply, 'leads.notFound');
      return listDocumentRequests(app.db, lead.id);
    },
  );

  app.post(
    '/api/customer/document-requests/:id/document',
    {
      onRequest: requireCustomer,
      validatorCompiler: handlerReadsBody,
      schema: {
        tags,
        security: writeSecurity,
        summary: 'Upload the document a lender asked for (multipart/form-data, field `file`)',
        description:
          'The file is shared with the lender that asked, and the item becomes `uploaded`. Only an item that is ' +
          '`requested` or `rejected` takes a file (409 otherwise); 409 `lead_lost` when you chose another ' +
          "lender's offer, 409 `rfq_closed` once you closed the request. PDF, PNG or JPEG told from the bytes " +
          '(422), ' +
          'at most 10 MB (413). ' +
          UPLOAD_QUOTA_TEXT,
        consumes: ['multipart/form-data'],
        params: DocumentRequestIdParams,
        body: SupplierUploadBody,
        response: { 201: Document, ...errorResponses(401, 403, 404, 409, 413, 419, 507), 422: CustomerUploadRefused },
      },
    },
    async (request, reply) => {
      const locale = localeOf(request);
      const user = await customerOf(request);
      const found = await customersDocumentRequest(app.db, user.id, request.params.id);
      if (!found) return replyNotFound(request, reply, 'documentRequests.notFound');
      const notAwaiting = () => reply.code(409).send({ message: translate(locale, 'documentRequests.notAwaiting') });
      if (!awaitsUpload(found.request.status)) return notAwaiting();
      const read = await readUpload(request, { leadField: false, customerId: user.id });
      if (!read.ok) return sendUploadRefusal(request, reply, read);
      try {
        const document = await saveDocument(
          { db: app.db, storage },
          {
            ...read.upload,
            userId: user.id,
            leadId: found.lead.id,
            documentTypeId: CUSTOMER_UPLOAD_TYPE,
            source: 'customer',
          },
          (tx, documentId) => attachUpload(tx, found.request.id, documentId),
        );
        notices.created(user.id, document);
        const lead = await customerThreadLead(app.db, user.id, found.lead.id);
        if (lead) {
          uploadedAgainst(app, lead, found.request.id);
          await afterChecklistUpload(app, lead);
        }
        return reply.code(201).send(document);
      } catch (error) {
        if (error instanceof NotAwaitingUpload) return notAwaiting();
        if (error instanceof LeadLost) return replyConflict(request, reply, 'lead_lost', 'customer');
        if (error instanceof RequestClosed) return replyConflict(request, reply, 'rfq_closed', 'customer');
        if (error instanceof UploadQuotaReached) return sendUploadRefusal(request, reply, quotaReached(request));
        throw error;
      }
    },
  );
}

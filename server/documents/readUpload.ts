// Reads an upload's multipart body: one file (PDF, PNG or JPEG told from its bytes by `file-type`, never from
// its name or the browser's claim) and the optional `lead_id` field. Over 10 MB is a 413; anything else wrong
// is a 422 keyed by field. Nothing is stored here: the caller saves only a read that succeeded.
import type { FastifyReply, FastifyRequest } from 'fastify';
import { fileTypeFromBuffer } from 'file-type';
import {
  ALLOWED_DOCUMENT_MIME_TYPES,
  MAX_DOCUMENT_BYTES,
  UPLOAD_QUOTA,
  type DocumentMimeType,
} from '../../domain/documentTypes';
import { MAX_ID } from '../../domain/limits';
import type { FieldErrors } from '../http/fieldErrors';
import { localeOf, sendFieldErrors } from '../http/fieldErrors';
import { translate } from '../i18n/translate';
import { roomForUpload, uploadQuotaUse } from './documentService';

/** The multipart plugin's limits for a route that takes one document. */
export const UPLOAD_LIMITS = { fileSize: MAX_DOCUMENT_BYTES, files: 1, fields: 4, fieldSize: 200, parts: 5 };

export type Upload = { fileName: string; mimeType: DocumentMimeType; bytes: Buffer; leadId: number | null };

export type UploadRefusal =
  { ok: false; status: 413; message: string } | { ok: false; status: 422; errors: FieldErrors };
export type UploadRead = { ok: true; upload: Upload } | UploadRefusal;

const EXTENSIONS: Record<DocumentMimeType, string> = {
  'application/pdf': '.pdf',
  'image/png': '.png',
  'image/jpeg': '.jpg',
};

/**
 * A name safe to store and to send back in Content-Disposition: no directories, no control characters, at
 * most 150 characters, and the extension of what the file really is.
 */
export function cleanFileName(raw: string | undefined, mimeType: DocumentMimeType): string {
  const base = (raw ?? '').split(/[\\/]/).pop() ?? '';
  const printable = [...base.normalize('NFC')].filter((c) => c >= ' ' && c !== '\u007f' && !'"<>|:*?'.includes(c));
  let name = printable.join('').trim();
  const stem = name.replace(/\.[^.]{1,5}$/, '') || 'dokument';
  const wanted = EXTENSIONS[mimeType];
  const hasRightExtension = mimeType === 'image/jpeg' ? /\.jpe?g$/i.test(name) : name.toLowerCase().endsWith(wanted);
  name = hasRightExtension ? name : `${stem}${wanted}`;
  if (name.length > 150) name = `${stem.slice(0, 150 - wanted.length)}${wanted}`;
  return name;
}

const TOO_LARGE_CODES = new Set(['FST_REQ_FILE_TOO_LARGE', 'FST_PARTS_LIMIT', 'FST_FILES_LIMIT', 'FST_FIELDS_LIMIT']);

/** The refusal at UPLOAD_QUOTA, keyed `file` like every other refusal of the file. */
export const quotaReached = (request: FastifyRequest): UploadRefusal => ({
  ok: false,
  status: 422,
  errors: {
    file: [
      translate(localeOf(request), 'documents.quotaReached', {
        files: UPLOAD_QUOTA.files,
        megabytes: UPLOAD_QUOTA.bytes / 1024 / 1024,
      }),
    ],
  },
});

/**
 * `customerId`: a customer's own upload, refused at once when UPLOAD_QUOTA leaves no room, before its bytes are
 * read (saveDocument checks again with the file's size, under a lock).
 */
export async function readUpload(
  request: FastifyRequest,
  opts: { leadField: boolean; customerId?: number },
): Promise<UploadRead> {
  const locale = localeOf(request);
  if (opts.customerId !== undefined && !roomForUpload(await uploadQuotaUse(request.server.db, opts.customerId), 1))
    return quotaReached(request);
  const required = (): UploadRead => ({
    ok: false,
    status: 422,
    errors: { file: [translate(locale, 'documents.fileRequired')] },
  });
  if (!request.isMultipart()) return required();
  let bytes: Buffer | null = null;
  let rawName: string | undefined;
  let leadField: string | undefined;
  try {
    for await (const part of request.parts()) {
      if (part.type === 'file') {
        if (part.fieldname !== 'file' || bytes) {
          await part.toBuffer();
          continue;
        }
        bytes = await part.toBuffer();
        rawName = part.filename;
      } else if (part.fieldname === 'lead_id') {
        leadField = String(part.value);
      }
    }
  } catch (error) {
    const code = (error as { code?: string }).code ?? '';
    if (TOO_LARGE_CODES.has(code))
      return {
        ok: false,
        status: 413,
        message: translate(locale, 'documents.tooLarge', { megabytes: MAX_DOCUMENT_BYTES / 1024 / 1024 }),
      };
    request.log.info({ code }, 'unreadable upload');
    return required();
  }
  if (!bytes || bytes.byteLength === 0) return required();

  const errors: FieldErrors = {};
  let leadId: number | null = null;
  if (opts.leadField && leadField !== undefined && leadField.trim() !== '') {
    const n = Number(leadField);
    if (/^\d{1,10}$/.test(leadField.trim()) && n >= 1 && n <= MAX_ID) leadId = n;
    else errors.lead_id = [translate(locale, 'documents.leadInvalid')];
  }
  const detected = await fileTypeFromBuffer(bytes);
  const mimeType = ALLOWED_DOCUMENT_MIME_TYPES.find((m) => m === detected?.mime);
  if (!mimeType) errors.file = [translate(locale, 'documents.wrongType')];
  if (Object.keys(errors).length || !mimeType) return { ok: false, status: 422, errors };
  return { ok: true, upload: { fileName: cleanFileName(rawName, mimeType), mimeType, bytes, leadId } };
}

/** Answers a refused upload: 413 for a file too large, else 422 keyed by field. */
export function sendUploadRefusal(request: FastifyRequest, reply: FastifyReply, read: UploadRefusal) {
  if (read.status === 413) return reply.code(413).send({ message: read.message });
  return sendFieldErrors(request, reply, read.errors);
}

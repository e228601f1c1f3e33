// Uploads one document with XMLHttpRequest, the one browser API that reports upload progress. It behaves like
// the app's HTTP client: credentials, Accept-Language, the CSRF cookie fetched first when missing and echoed in
// X-XSRF-TOKEN; a non-2xx answer rejects with an HttpError carrying the server's translated message and errors.
import type { Document } from '../../../contract/documents';
import { readCookie } from '../../../store/http/cookies';
import { CSRF_COOKIE_PATH, XSRF_COOKIE, XSRF_HEADER } from '../../../domain/csrf';
import { httpClient } from '../../../store/http/httpClient';
import { HttpError, type ValidationErrors } from '../../../store/http/httpError';

export type UploadInput = {
  userId: number;
  file: File;
  leadId?: number | null;
  /** An item of a lender's checklist the file answers: it is shared with that lender, whatever leadId says. */
  documentRequestId?: number;
  locale: string;
  /** 0 to 1 as the bytes go out. */
  onProgress?: (fraction: number) => void;
  signal?: AbortSignal;
};

function parse(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return null;
  }
}

export async function uploadDocument(input: UploadInput) {
  const { userId, file, leadId, documentRequestId, locale, onProgress, signal } = input;
  if (readCookie(XSRF_COOKIE) === null) await httpClient.get(CSRF_COOKIE_PATH);
  const form = new FormData();
  // Fields before the file: the server reads the parts in order.
  if (leadId && documentRequestId === undefined) form.append('lead_id', String(leadId));
  form.append('file', file, file.name);
  return new Promise<Document>((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open(
      'POST',
      documentRequestId === undefined
        ? `/api/customer/users/${userId}/documents`
        : `/api/customer/document-requests/${documentRequestId}/document`,
    );
    xhr.withCredentials = true;
    xhr.setRequestHeader('Accept', 'application/json');
    xhr.setRequestHeader('Accept-Language', locale);
    const token = readCookie(XSRF_COOKIE);
    if (token !== null) xhr.setRequestHeader(XSRF_HEADER, decodeURIComponent(token));
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress?.(event.loaded / event.total);
    };
    xhr.onload = () => {
      const body = parse(xhr.responseText) as { message?: string; errors?: ValidationErrors } | null;
      if (xhr.status >= 200 && xhr.status < 300) {
        onProgress?.(1);
        resolve(body as unknown as Document);
        return;
      }
      const message = typeof body?.message === 'string' ? body.message : xhr.statusText || `HTTP ${xhr.status}`;
      reject(new HttpError(xhr.status, message, xhr.status === 422 ? (body?.errors ?? {}) : {}, body));
    };
    xhr.onerror = () => reject(new HttpError(0, 'Network error'));
    xhr.onabort = () => reject(new DOMException('Aborted', 'AbortError'));
    signal?.addEventListener('abort', () => xhr.abort(), { once: true });
    xhr.send(form);
  });
}

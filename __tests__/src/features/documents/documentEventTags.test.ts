// document.created makes the document lists stale, and the lead's (with its checklist) too when the document is
// shared with one; document-requests.updated makes the lead's checklist stale.
import { RECONNECT_TAGS, tagsForUserEvent } from '../../../../src/lib/realtime/userEventTags';

test('a shared document refetches the lead, its request, the document lists and the checklists', () => {
  expect(tagsForUserEvent('document.created', { rfqId: 12, leadId: 41, documentId: 7 })).toEqual([
    { type: 'Lead', id: 41 },
    { type: 'Rfq', id: 12 },
    'Document',
    'DocumentRequest',
  ]);
});

test('a lender asking for documents, or reviewing one, refetches that lead’s checklist', () => {
  const payload = { rfqId: 12, leadId: 41, asked: 2, supplierName: 'Øresund Bank' };
  expect(tagsForUserEvent('document-requests.updated', payload)).toEqual([
    { type: 'Lead', id: 41 },
    { type: 'Rfq', id: 12 },
    { type: 'DocumentRequest', id: 41 },
  ]);
});

test('an unshared upload touches no lead', () => {
  expect(tagsForUserEvent('document.created', { rfqId: null, leadId: null, documentId: 7 })).toEqual(['Document']);
});

test('after a reconnect the documents are refetched too', () => {
  expect(RECONNECT_TAGS).toContain('Document');
  expect(RECONNECT_TAGS).toContain('DocumentRequest');
});

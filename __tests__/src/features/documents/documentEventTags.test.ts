// document.created makes the document lists stale, and the lead's too when the document is shared with one.
import { RECONNECT_TAGS, tagsForUserEvent } from '../../../../src/lib/realtime/userEventTags';

test('a shared document refetches the lead, its request and the document lists', () => {
  expect(tagsForUserEvent('document.created', { rfqId: 12, leadId: 41, documentId: 7 })).toEqual([
    { type: 'Lead', id: 41 },
    { type: 'Rfq', id: 12 },
    'Document',
  ]);
});

test('an unshared upload touches no lead', () => {
  expect(tagsForUserEvent('document.created', { rfqId: null, leadId: null, documentId: 7 })).toEqual(['Document']);
});

test('after a reconnect the documents are refetched too', () => {
  expect(RECONNECT_TAGS).toContain('Document');
});

// File names as stored and sent back: no directories or control characters, the extension of the real type,
// and a Content-Disposition that keeps Danish letters (RFC 5987) with an ASCII fallback.
import { contentDisposition } from '../../../server/documents/documentService';
import { cleanFileName } from '../../../server/documents/readUpload';

test.each([
  ['lønseddel.pdf', 'application/pdf', 'lønseddel.pdf'],
  ['../../etc/passwd', 'application/pdf', 'passwd.pdf'],
  ['C:\\Users\\mette\\scan.JPEG', 'image/jpeg', 'scan.JPEG'],
  ['billede.pdf', 'image/png', 'billede.png'],
  ['a\u0000b\u001f"<c>.pdf', 'application/pdf', 'abc.pdf'],
  ['', 'application/pdf', 'dokument.pdf'],
  [undefined, 'image/jpeg', 'dokument.jpg'],
] as const)('%j as %s is stored as %j', (raw, mime, expected) => {
  expect(cleanFileName(raw, mime)).toBe(expected);
});

test('a very long name is cut to 150 characters and keeps its extension', () => {
  const name = cleanFileName(`${'x'.repeat(400)}.pdf`, 'application/pdf');
  expect(name).toHaveLength(150);
  expect(name.endsWith('.pdf')).toBe(true);
});

test('Content-Disposition: attachment, ASCII fallback and the exact UTF-8 name', () => {
  expect(contentDisposition('årsopgørelse 2025.pdf')).toBe(
    `attachment; filename="arsopgrelse 2025.pdf"; filename*=UTF-8''%C3%A5rsopg%C3%B8relse%202025.pdf`,
  );
  expect(contentDisposition('a"b;c.pdf')).toBe(`attachment; filename="a_b_c.pdf"; filename*=UTF-8''a%22b%3Bc.pdf`);
});

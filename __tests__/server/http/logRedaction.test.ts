// What a request line and a development mail say in the log: paths without e-mail addresses, mails without
// their body or links.
import pino from 'pino';
import { testConfig } from '../../../server/config';
import type { Db } from '../../../server/db/client';
import { redactPath } from '../../../server/http/logRedaction';
import { createMailer } from '../../../server/mail/mailer';

describe('redactPath', () => {
  test.each([
    ['/api/users/kunde@example.dk/export', '/api/users/[redacted]/export'],
    ['/api/users/kunde%40example.dk', '/api/users/[redacted]'],
    ['/api/users/KUNDE%40Example.DK?x=1', '/api/users/[redacted]'],
    ['/dev/mail/to/a.b+c@sub.example.dk/', '/dev/mail/to/[redacted]/'],
  ])('%s → %s', (url, logged) => {
    expect(redactPath(url)).toBe(logged);
  });

  test('paths without an address stay as they are', () => {
    expect(redactPath('/api/customer/users/12/documents')).toBe('/api/customer/users/12/documents');
  });
});

describe('the development outbox', () => {
  test("prints the subject and the recipient's redacted address to the log, never the body or its links", async () => {
    const lines: string[] = [];
    const log = pino({ level: 'info' }, { write: (line: string) => void lines.push(line) });
    const written: unknown[] = [];
    const db = { insert: () => ({ values: async (row: unknown) => void written.push(row) }) } as unknown as Db;
    const stdout = jest.spyOn(process.stdout, 'write').mockImplementation(() => true);
    try {
      const mailer = createMailer(testConfig({ env: 'development' }), db, log);
      await mailer.send({
        to: 'mette.hansen@example.dk',
        subject: 'Nulstil din adgangskode',
        text: 'Hej Mette Hansen\n\nhttp://localhost:3000/password/reset/abc123secret?email=mette.hansen%40example.dk',
        html: '<a href="http://localhost:3000/password/reset/abc123secret">Nulstil</a>',
      });
      const printed = [...stdout.mock.calls.map(([chunk]) => String(chunk)), ...lines].join('\n');
      expect(printed).toContain('Nulstil din adgangskode');
      expect(printed).toContain('m…@example.dk');
      expect(printed).not.toMatch(/mette\.hansen|abc123secret|Mette Hansen|password\/reset/);
      expect(written).toHaveLength(1);
    } finally {
      stdout.mockRestore();
    }
  });
});

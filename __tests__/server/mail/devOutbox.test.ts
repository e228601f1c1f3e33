// The development outbox: JSON for tests and scripts, and for a browser the mails as a reader sees them (the HTML
// part rendered, the text part as text, never a JSON string).
import * as t from '../../../server/db/schema';
import { closeTestApp, createTestApp, type TestContext } from '../../support/testApp';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
  await ctx.database.db.insert(t.mailOutbox).values([
    {
      to: 'kunde@example.dk',
      subject: 'Dit tilbud <fra> banken',
      text: 'Hej\n\nSe tilbuddet: http://localhost/rfqs/1 & mere',
      html: '<p style="color:#123">Hej <strong>Mette</strong></p>',
    },
    { to: 'gammel@example.dk', subject: 'Uden HTML', text: 'Kun tekst', html: null },
  ]);
});
afterAll(() => closeTestApp(ctx));

test('a browser gets a page: each mail with its HTML part in a frame and its text part as text', async () => {
  const page = await ctx.app.inject({ url: '/dev/mail', headers: { accept: 'text/html,application/xhtml+xml' } });
  expect(page.statusCode).toBe(200);
  expect(page.headers['content-type']).toMatch(/^text\/html/);
  expect(page.body).toContain('<h2>Dit tilbud &lt;fra&gt; banken</h2>');
  expect(page.body).toContain('<pre>Hej\n\nSe tilbuddet: http://localhost/rfqs/1 &amp; mere</pre>');
  expect(page.body).not.toContain('\\n');
  expect(page.body).toMatch(/<iframe title="HTML part of mail \d+" src="\/dev\/mail\/\d+\/html" sandbox>/);
  expect(page.body).toContain('No HTML part.');
});

test('the HTML part is served as a document of its own, with its inline styles allowed', async () => {
  const mails = (await ctx.app.inject('/dev/mail')).json() as { id: number; subject: string }[];
  const withHtml = mails.find((m) => m.subject.startsWith('Dit tilbud'))!;
  const textOnly = mails.find((m) => m.subject === 'Uden HTML')!;
  const html = await ctx.app.inject(`/dev/mail/${withHtml.id}/html`);
  expect(html.statusCode).toBe(200);
  expect(html.headers['content-type']).toMatch(/^text\/html/);
  expect(html.headers['content-security-policy']).toContain("style-src 'unsafe-inline'");
  expect(html.body).toBe('<p style="color:#123">Hej <strong>Mette</strong></p>');
  expect((await ctx.app.inject(`/dev/mail/${textOnly.id}/html`)).statusCode).toBe(404);
  expect((await ctx.app.inject('/dev/mail/0x2/html')).statusCode).toBe(404);
});

test('tests and scripts still get JSON', async () => {
  const list = await ctx.app.inject('/dev/mail');
  expect(list.headers['content-type']).toMatch(/^application\/json/);
  expect(list.json()[0]).toMatchObject({ to: 'gammel@example.dk', subject: 'Uden HTML', text: 'Kun tekst' });
});

import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { count, eq } from 'drizzle-orm';
import { seed } from '../../../server/seed/seed';
import * as t from '../../../server/db/schema';
import { dkPostalCodes } from '../../../server/postalCodes/dkPostalCodes';
import { importPostalCodes } from '../../../server/postalCodes/importPostalCodes';
import { parsePostNordFile } from '../../../server/postalCodes/postNordFile';
import { BrowserSession } from '../../support/browserSession';
import { closeTestApp, createTestApp, type TestContext } from '../../support/testApp';

// Rows as PostNord publishes them: a byte-order mark, semicolons, CRLF, and one row per code and municipality.
const POSTNORD_SAMPLE =
  '\uFEFF' +
  [
    'AMTS_NR;ADRESSERINGSNAVN;KOMMUNE_NR;ADRESSERINGSNAVN_1;POSTNR;BYNAVN',
    '1084;Region Hovedstaden;169;Høje-Taastrup Kommune;0800;Høje Taastrup',
    '1084;Region Hovedstaden;169;Høje-Taastrup Kommune;4000;Roskilde',
    '1085;Region Sjælland;265;Roskilde Kommune;4000;Roskilde',
    '1085;Region Sjælland;320;Faxe Kommune;4690;Haslev',
    '1085;Region Sjælland;329;Ringsted Kommune;4690;Haslev',
    '1085;Region Sjælland;370;Næstved Kommune;4690;Haslev',
    '1081;Region Nordjylland;813;Frederikshavn Kommune;9990;Skagen',
  ].join('\r\n') +
  '\r\n';

/** Writes a PostNord-style file to a temporary path the importer reads. */
function postNordFile(content: string): string {
  const file = path.join(os.tmpdir(), `postnr-${process.pid}-${Math.random().toString(36).slice(2)}.csv`);
  fs.writeFileSync(file, content);
  return file;
}

const tableSize = async () => (await ctx.database.db.select({ n: count() }).from(t.postalCodes))[0].n;

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => closeTestApp(ctx));

describe('the postal codes a fresh install knows', () => {
  test('the shipped list holds every code of PostNord’s list once, with four digits, in order', () => {
    expect(dkPostalCodes).toHaveLength(1121);
    const codes = dkPostalCodes.map(([code]) => code);
    expect(codes.every((code) => /^\d{4}$/.test(code))).toBe(true);
    expect(new Set(codes).size).toBe(codes.length);
    expect([...codes].sort()).toEqual(codes);
    expect(new Map(dkPostalCodes).get('0800')).toBe('Høje Taastrup');
  });

  test('the seed fills the table with all 1,121 codes', async () => {
    expect(await tableSize()).toBe(1121);
  });

  test.each([
    ['4690', 'Haslev'],
    ['6823', 'Ansager'],
    ['9990', 'Skagen'],
    ['800', 'Høje Taastrup'],
  ])('%s validates on a fresh install as %s', async (code, city) => {
    const res = await new BrowserSession(ctx.app).post('/api/postal-codes/validation', {
      postal_code: code,
      country: 'dk',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ valid: true, postal_code: code.padStart(4, '0'), city });
  });
});

describe('the PostNord importer', () => {
  test('reads PostNord’s format (BOM, semicolons, CRLF): one entry per code', () => {
    expect(parsePostNordFile(POSTNORD_SAMPLE)).toEqual([
      { code: '0800', name: 'Høje Taastrup' },
      { code: '4000', name: 'Roskilde' },
      { code: '4690', name: 'Haslev' },
      { code: '9990', name: 'Skagen' },
    ]);
  });

  test('rejects a file without the needed columns or with a malformed code', () => {
    expect(() => parsePostNordFile('A;B\r\n1;2\r\n')).toThrow(/POSTNR/);
    expect(() => parsePostNordFile('\uFEFFPOSTNR;BYNAVN\r\n12;Nowhere\r\n')).toThrow(/Line 2/);
    expect(() => parsePostNordFile('')).toThrow(/empty/);
  });

  test('imports over the shipped codes idempotently', async () => {
    const file = postNordFile(POSTNORD_SAMPLE);
    await importPostalCodes(ctx.database.db, file);
    await importPostalCodes(ctx.database.db, file);
    fs.rmSync(file);
    expect(await tableSize()).toBe(1121);
  });

  test('an import with a renamed town updates the name, and a later seed keeps it', async () => {
    const renamed = postNordFile('\uFEFFPOSTNR;BYNAVN\r\n4000;Roskilde By\r\n');
    await importPostalCodes(ctx.database.db, renamed);
    fs.rmSync(renamed);
    await seed(ctx.database.db, { demo: false });
    const res = await new BrowserSession(ctx.app).post('/api/postal-codes/validation', {
      postal_code: '4000',
      country: 'dk',
    });
    expect(res.json().city).toBe('Roskilde By');

    const original = postNordFile(POSTNORD_SAMPLE);
    await importPostalCodes(ctx.database.db, original);
    fs.rmSync(original);
    const [row] = await ctx.database.db.select().from(t.postalCodes).where(eq(t.postalCodes.code, '4000'));
    expect(row.name).toBe('Roskilde');
  });
});

describe('POST /api/postal-codes/validation', () => {
  const post = (payload: object, lang = 'en') =>
    new BrowserSession(ctx.app, lang).post('/api/postal-codes/validation', payload);

  test.each([
    [{ postal_code: '2100', country: 'dk' }, '2100', 'København Ø'],
    [{ postal_code: '0800', country: 'dk' }, '0800', 'Høje Taastrup'],
    [{ postal_code: 800, country: 'dk' }, '0800', 'Høje Taastrup'],
    [{ postal_code: ' 800 ', country: 'dk' }, '0800', 'Høje Taastrup'],
  ])('a Danish code that exists answers 200 with its four digits and town (%j)', async (payload, code, city) => {
    const res = await post(payload);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ valid: true, postal_code: code, city });
  });

  test.each([
    [{ postal_code: '0001', country: 'dk' }],
    [{ postal_code: '12345', country: 'dk' }],
    [{ postal_code: 'abcd', country: 'dk' }],
    [{ country: 'dk' }],
    [{ postal_code: '12345678901', country: 'se' }],
  ])('%j answers 422 keyed by postal_code', async (payload) => {
    const res = await post(payload);
    expect(res.statusCode).toBe(422);
    expect(res.json().errors.postal_code).toHaveLength(1);
  });

  test('other countries get the format rule only', async () => {
    expect((await post({ postal_code: '1234567890', country: 'se' })).statusCode).toBe(200);
  });

  test('malformed bodies answer 422, never 500', async () => {
    for (const payload of [
      { postal_code: { a: 1 } },
      { postal_code: 'x'.repeat(5000) },
      { country: 'denmark', postal_code: '2100' },
      [],
    ]) {
      const res = await post(payload as object);
      expect(res.statusCode).toBe(422);
    }
  });

  test('the unknown-code message is translated', async () => {
    const res = await post({ postal_code: '0001', country: 'dk' }, 'da');
    expect(res.json().errors.postal_code[0]).toBe('Postnummeret findes ikke i Danmark');
  });
});

import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { count } from 'drizzle-orm';
import * as t from '../../../server/db/schema';
import { importPostalCodes } from '../../../server/postalCodes/importPostalCodes';
import { parsePostNordFile } from '../../../server/postalCodes/postNordFile';
import { BrowserSession } from '../../support/browserSession';
import { closeTestApp, createTestApp, type TestContext } from '../../support/testApp';

// PostNord's official list lives in shared/ beside the repository; it is read from there, never copied in.
const POSTNORD_FILE = path.resolve(__dirname, '../../../../shared/data/dk-postal-codes.csv');

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => closeTestApp(ctx));

describe('the PostNord importer', () => {
  test('reads the official file (BOM, semicolons, CRLF): 1,121 distinct codes from 1,434 rows', () => {
    const codes = parsePostNordFile(fs.readFileSync(POSTNORD_FILE, 'utf8'));
    expect(codes).toHaveLength(1121);
    expect(codes.find((c) => c.code === '0800')?.name).toBe('Høje Taastrup');
    expect(codes.find((c) => c.code === '9990')?.name).toBe('Skagen');
  });

  test('rejects a file without the needed columns or with a malformed code', () => {
    expect(() => parsePostNordFile('A;B\r\n1;2\r\n')).toThrow(/POSTNR/);
    expect(() => parsePostNordFile('\uFEFFPOSTNR;BYNAVN\r\n12;Nowhere\r\n')).toThrow(/Line 2/);
    expect(() => parsePostNordFile('')).toThrow(/empty/);
  });

  test('imports into the table idempotently', async () => {
    await importPostalCodes(ctx.database.db, POSTNORD_FILE);
    await importPostalCodes(ctx.database.db, POSTNORD_FILE);
    const [{ n }] = await ctx.database.db.select({ n: count() }).from(t.postalCodes);
    expect(n).toBe(1121);
  });

  test('an import from a temporary file with a renamed town updates the name', async () => {
    const file = path.join(os.tmpdir(), `postnr-${process.pid}.csv`);
    fs.writeFileSync(file, '\uFEFFPOSTNR;BYNAVN\r\n4000;Roskilde By\r\n');
    await importPostalCodes(ctx.database.db, file);
    const res = await new BrowserSession(ctx.app).post('/api/postal-codes/validation', {
      postal_code: '4000',
      country: 'dk',
    });
    expect(res.json().city).toBe('Roskilde By');
    fs.rmSync(file);
    await importPostalCodes(ctx.database.db, POSTNORD_FILE);
  });
});

describe('POST /api/postal-codes/validation', () => {
  const post = (payload: object, lang = 'en') =>
    new BrowserSession(ctx.app, lang).post('/api/postal-codes/validation', payload);

  test.each([
    [{ postal_code: '2100', country: 'dk' }, 'København Ø'],
    [{ postal_code: '0800', country: 'dk' }, 'Høje Taastrup'],
    [{ postal_code: 800, country: 'dk' }, 'Høje Taastrup'],
  ])('a Danish code that exists answers 200 with its town (%j)', async (payload, city) => {
    const res = await post(payload);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ valid: true, city });
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

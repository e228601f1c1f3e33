// The one account look-up by e-mail: sign-in, the request form's owner check, password reset and the profile's
// "address taken" check all go through it, so each normalises the address the same way.
import { closeTestApp, createTestApp, type TestContext } from '../../support/testApp';
import { normaliseEmail, userByEmail } from '../../../server/users/userByEmail';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
}, 120_000);
afterAll(() => closeTestApp(ctx));

test('normaliseEmail trims and lowers the case', () => {
  expect(normaliseEmail('  Kunde@Example.DK \n')).toBe('kunde@example.dk');
});

test('an address finds its account whatever its case and surrounding spaces', async () => {
  const exact = await userByEmail(ctx.database.db, 'kunde@example.dk');
  expect(exact?.name).toBe('Mette Kunde Jensen');
  expect((await userByEmail(ctx.database.db, ' KUNDE@example.dk '))?.id).toBe(exact?.id);
});

test('an unknown or empty address finds nothing', async () => {
  expect(await userByEmail(ctx.database.db, 'nobody@example.dk')).toBeUndefined();
  expect(await userByEmail(ctx.database.db, '   ')).toBeUndefined();
});

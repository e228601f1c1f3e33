// The one account look-up by e-mail: sign-in, the request form's owner check, password reset and the profile's
// "address taken" check all go through it, so each normalises the address the same way.
import { randomBytes } from 'node:crypto';
import { testConfig } from '../../../server/config';
import type { Database } from '../../../server/db/client';
import { normaliseEmail, userByEmail } from '../../../server/users/userByEmail';
import { openTestDatabase } from '../../support/databaseTemplates';

// A query of the seeded accounts: a database of its own is all it needs, not an app.
let database: Database;
beforeAll(async () => {
  database = await openTestDatabase(testConfig(), {
    kind: 'seeded',
    throwawayDatabase: `test_${process.pid}_users_${randomBytes(4).toString('hex')}`,
  });
}, 120_000);
afterAll(() => database.close());

test('normaliseEmail trims and lowers the case', () => {
  expect(normaliseEmail('  Kunde@Example.DK \n')).toBe('kunde@example.dk');
});

test('an address finds its account whatever its case and surrounding spaces', async () => {
  const exact = await userByEmail(database.db, 'kunde@example.dk');
  expect(exact?.name).toBe('Mette Kunde Jensen');
  expect((await userByEmail(database.db, ' KUNDE@example.dk '))?.id).toBe(exact?.id);
});

test('an unknown or empty address finds nothing', async () => {
  expect(await userByEmail(database.db, 'nobody@example.dk')).toBeUndefined();
  expect(await userByEmail(database.db, '   ')).toBeUndefined();
});

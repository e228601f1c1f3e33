// Idempotent seed: the reference postal codes always; with `demo`, the demo lenders, demo users with economic
// profiles, and an active request that already has offers. Production seeds the demo only with SEED_DEMO=1
// (config.seedDemo), since its logins share a published password.
import { hashPassword } from '../auth/password';
import type { Db } from '../db/client';
import { seedRates } from '../mortgageSurveillance/seedRates';
import { seedPostalCodes } from '../postalCodes/seedPostalCodes';
import { userByEmail } from '../users/userByEmail';
import { seedActiveRequest } from './activeRequest';
import { seedEconomies } from './economies';
import { seedDemoLenders, seededLenders } from './lenders';
import { DEMO_PASSWORD, seedUsers } from './users';

/** created: the demo data was written by this call (not on a later start, nor without `demo`). */
export type SeedResult = { created: boolean };

export async function seed(db: Db, { demo }: { demo: boolean } = { demo: true }): Promise<SeedResult> {
  await seedPostalCodes(db);
  if (!demo) return { created: false };
  await seedDemoLenders(db);
  await seedRates(db);

  if (await userByEmail(db, 'kunde@example.dk')) return { created: false };

  const lenders = await seededLenders(db);
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  await db.transaction(async (tx) => {
    const { mette, lars } = await seedUsers(tx, passwordHash, lenders);
    const { house } = await seedEconomies(tx, { mette, lars }, lenders);
    await seedActiveRequest(tx, { customerId: mette.id, house }, lenders);
  });
  return { created: true };
}

// The demo users, all with one published password (hence SEED_DEMO in production). Written as rows: the only
// service that creates an account is the request form's, for a customer and together with a request, while the
// seed makes admins, an analyst and a lender's user too, and customers without a request.
import type { UserRow } from '../auth/currentUser';
import type { Tx } from '../db/client';
import * as t from '../db/schema';
import type { SeededLenders } from './lenders';

export const DEMO_PASSWORD = 'demo-hest-batteri';
export const demoLogins = [
  { email: 'kunde@example.dk', role: 'customer with an active request and offers' },
  { email: 'kunde2@example.dk', role: 'customer without a request' },
  { email: 'profil@example.dk', role: 'customer of the profile journey (e2e/profile.spec.ts changes its details)' },
  { email: 'admin@example.dk', role: 'admin (lands on /admin/dashboard)' },
  { email: 'bank@example.dk', role: 'supplier user of Øresund Bank (lands on /supplier/dashboard)' },
  { email: 'analytiker@example.dk', role: 'analyst: replays stored wizard recordings at /analyst' },
];

/** Writes the demo users (in this order, so their ids are stable); answers the two customers with a profile. */
export async function seedUsers(
  tx: Tx,
  passwordHash: string,
  lenders: SeededLenders,
): Promise<{ mette: UserRow; lars: UserRow }> {
  const [mette, lars] = await tx
    .insert(t.users)
    .values([
      { email: 'kunde@example.dk', passwordHash, name: 'Mette Kunde Jensen', phone: '+4520123456' },
      {
        email: 'kunde2@example.dk',
        passwordHash,
        name: 'Lars Anden Nielsen',
        phone: '+4530123456',
        preferences: { lang: 'en' },
      },
    ])
    .returning();
  await tx.insert(t.users).values([
    // Only e2e/profile.spec.ts signs in as her: it changes her phone and password, so no other journey may.
    { email: 'profil@example.dk', passwordHash, name: 'Pia Profil Hansen', phone: '+4540123456' },
    { email: 'admin@example.dk', passwordHash, name: 'Admin Demo', teamName: 'admin' },
    { email: 'analytiker@example.dk', passwordHash, name: 'Analytiker Demo', isAnalyst: true },
    {
      email: 'bank@example.dk',
      passwordHash,
      name: 'Bank Rådgiver',
      teamName: 'supplier',
      supplierId: lenders.bySlug('oresund-bank').id,
    },
  ]);
  return { mette, lars };
}

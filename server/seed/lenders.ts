// The demo lenders as suppliers (idempotent, by slug), and the seeded lenders looked up by slug for the rest of the
// demo data. No service creates a supplier: lenders are set up by the operator, so the seed writes their rows.
import type { Db } from '../db/client';
import * as t from '../db/schema';
import { demoLenders, logoPath } from '../demoLenders/lenderList';

export type SupplierRow = typeof t.suppliers.$inferSelect;

export type SeededLenders = {
  all: SupplierRow[];
  /** The lender of `slug`; throws when the demo lenders were not seeded. */
  bySlug(slug: string): SupplierRow;
};

export async function seedDemoLenders(db: Db): Promise<void> {
  await db
    .insert(t.suppliers)
    .values(
      demoLenders.map((l) => ({
        slug: l.slug,
        name: l.name,
        shortName: l.shortName,
        kind: l.kind,
        logo: logoPath(l.slug),
        serves: l.serves,
        pricing: l.pricing,
        isDemo: true,
      })),
    )
    .onConflictDoNothing({ target: t.suppliers.slug });
}

export async function seededLenders(db: Db): Promise<SeededLenders> {
  const all = await db.select().from(t.suppliers);
  return {
    all,
    bySlug(slug) {
      const found = all.find((l) => l.slug === slug);
      if (!found) throw new Error(`demo lender ${slug} missing`);
      return found;
    },
  };
}

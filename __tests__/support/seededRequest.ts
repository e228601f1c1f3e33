// Mette's seeded request as the suites of the choice and of the closed request use it: a test app whose demo
// lenders wait a minute (a choice stays unacknowledged, an open lead unanswered, until a test makes them due),
// Mette signed in, her leads by lender slug, supplier-API calls as any of her lenders, and the request put back as
// the seed left it between tests.
import { and, eq, sql } from 'drizzle-orm';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import type { Config } from '../../server/config';
import * as t from '../../server/db/schema';
import { issueSupplierToken } from '../../server/leads/supplierTokens';
import { BrowserSession } from './browserSession';
import { seededLeadsOf } from './seededLeads';
import { createTestApp, resetThrottles, type TestContext } from './testApp';

export type SeededRequest = {
  ctx: TestContext;
  mette: BrowserSession;
  metteId: number;
  rfqId: number;
  leadOf: Record<string, number>;
  supplierIdOf: Record<string, number>;
  /** A supplier-API call as the lender with this slug, in English. */
  lender: (slug: string, opts: InjectOptions) => Promise<LightMyRequestResponse>;
  /** The version of the lead's offer as it is now: what a customer who just loaded the page would accept. */
  versionOf: (leadId: number) => Promise<number>;
  /**
   * The request open again with every lead as the seed left it (Limfjord's decline stays), its offers valid,
   * nothing asked of the customer, no job waiting and no throttle counting: for a suite's beforeEach.
   */
  reset: () => Promise<void>;
};

export async function openSeededRequest(
  options: { locale?: 'da' | 'en'; config?: Partial<Config> } = {},
): Promise<SeededRequest> {
  const ctx = await createTestApp({
    config: { lenderDelayMs: 60_000, lenderAcknowledgeDelayMs: 60_000, ...options.config },
  });
  const db = ctx.database.db;
  const mette = new BrowserSession(ctx.app, options.locale);
  const metteId = (await mette.login('kunde@example.dk')).id;
  const { leadOf, supplierIdOf } = await seededLeadsOf(db, metteId);
  const [{ rfqId }] = await db
    .select({ rfqId: t.leads.rfqId })
    .from(t.leads)
    .where(eq(t.leads.id, leadOf['oresund-bank']));

  // A lender's token is issued on its first call: issuing one replaces the lender's earlier token.
  const tokens = new Map<string, Promise<string>>();
  const tokenOf = (slug: string) => {
    if (!tokens.has(slug))
      tokens.set(
        slug,
        issueSupplierToken(db, slug).then((token) => token as string),
      );
    return tokens.get(slug) as Promise<string>;
  };
  const lender = async (slug: string, opts: InjectOptions) =>
    ctx.app.inject({
      ...opts,
      headers: {
        ...opts.headers,
        accept: 'application/json',
        'accept-language': 'en',
        authorization: `Bearer ${await tokenOf(slug)}`,
      },
    });

  const versionOf = async (leadId: number) => {
    const [offer] = await db.select({ version: t.offers.version }).from(t.offers).where(eq(t.offers.leadId, leadId));
    return offer.version;
  };

  const reset = async () => {
    await resetThrottles(ctx);
    await db.update(t.rfqs).set({ closedAt: null, closeReason: null }).where(eq(t.rfqs.id, rfqId));
    await db
      .update(t.leads)
      .set({
        status: 'open',
        lostReason: null,
        wonAt: null,
        wonOfferVersion: null,
        acknowledgedAt: null,
        isAnonymous: true,
      })
      .where(and(eq(t.leads.rfqId, rfqId), sql`${t.leads.id} <> ${leadOf['limfjord-kredit']}`));
    await db.execute(sql`update offers set valid_until = now() + interval '14 days'`);
    await db.delete(t.documentRequests);
    await db.delete(t.eskatRequests);
    await db.execute(sql`delete from jobs where done_at is null`);
  };

  return { ctx, mette, metteId, rfqId, leadOf, supplierIdOf, lender, versionOf, reset };
}

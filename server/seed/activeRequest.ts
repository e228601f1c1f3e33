// Mette's active request with every state of a lead: opened and answered by the services a new request goes
// through (createRfqIn, the lender engine, the lead actions), then dated back over the last days.
import { eq, isNull } from 'drizzle-orm';
import { demoWizardRecording } from '../analyst/demoRecording';
import type { Tx } from '../db/client';
import * as t from '../db/schema';
import { answerAsDemoLender, openLeads } from '../demoLenders/lenderEngine';
import { silentNotifier } from '../leads/customerNotifier';
import { declineLead, loadLeadContext } from '../leads/leadActions';
import { createRfqIn } from '../rfqs/createRfq';
import type { SeededLenders } from './lenders';

const DAY_MS = 24 * 3600 * 1000;

export async function seedActiveRequest(
  tx: Tx,
  { customerId, house }: { customerId: number; house: { id: number } },
  lenders: SeededLenders,
): Promise<void> {
  // Mette's active request: better terms on the house. The offers come from the lender engine, exactly as a new
  // request's would; then the dates are spread over the last days. Limfjord's adviser has declined by hand,
  // Skovby is still working on it and Bølge's offer has expired, so the dashboard shows every state of a lead.
  const createdAt = new Date(Date.now() - 3 * DAY_MS);
  const outcome = await createRfqIn(tx, customerId, null, async () => ({
    purpose: 'existing_property',
    // How she filled in the form, for the analyst view (pseudonymized by the recorder, as in the browser).
    wizardRecording: demoWizardRecording(createdAt),
    subjects: ['mortgages', 'loans', 'properties', 'deposits'],
    request: {
      purpose: 'existing_property',
      civil_status: 'married',
      children_count: 2,
      is_registered_as_bad_payer: false,
      properties: [
        {
          id: house.id,
          is_existing: true,
          value: 3_800_000,
          residence_type: 'owner_house',
          postal_code: '4000',
          city: 'Roskilde',
        },
      ],
      mortgages: [
        { debt: 2_350_000, interest_rate: 4, periodic_payment: 13_650, term_months: 312, loan_kind: 'fixed' },
      ],
      loans: [
        {
          liability_sub_type: 'bank_home_loan',
          debt: 310_000,
          interest_rate: 6.25,
          periodic_payment: 3_450,
          term_months: 120,
        },
        { liability_sub_type: 'car', debt: 165_000, interest_rate: 7.9, periodic_payment: 3_350, term_months: 60 },
      ],
      credits: [],
      deposits: [{ deposit_type: 'savings', amount: 185_000, interest_rate: 0.25 }],
      vehicles: [{ asset_type: 'car', value: 240_000, is_existing: true }],
      household_monthly_income: 100_500,
    },
  }));
  if (outcome.kind !== 'created') throw new Error('the demo customer has a request already');
  const rfqId = outcome.rfqId;
  // A request is created today; the demo's was made three days ago.
  await tx.update(t.rfqs).set({ createdAt }).where(eq(t.rfqs.id, rfqId));

  const deps = { db: tx, notify: silentNotifier };
  const daysAgo: Record<string, number> = {
    'skovby-sparekasse': 3,
    'kattegat-realkredit': 2,
    'limfjord-kredit': 2,
    'oresund-bank': 1,
    'boelge-bank': 1,
    'hedeland-andelskasse': 0,
  };
  for (const lead of await openLeads(tx, rfqId, silentNotifier)) {
    const slug = lenders.all.find((l) => l.id === lead.supplierId)?.slug ?? '';
    const at = new Date(Date.now() - (daysAgo[slug] ?? 0) * DAY_MS);
    let offered = false;
    if (slug === 'limfjord-kredit') {
      const context = await loadLeadContext(tx, lead.id);
      if (context)
        await declineLead(deps, context, 'Vi har desværre ikke kapacitet til nye boligkunder i denne måned.');
    } else if (slug !== 'skovby-sparekasse') {
      offered = (await answerAsDemoLender(deps, lead.id))?.kind === 'offer';
    }
    await tx.update(t.leads).set({ createdAt: at, updatedAt: at }).where(eq(t.leads.id, lead.id));
    if (!offered) continue;
    // Bølge Bank's offer stood for 23 hours only and has expired: the demo shows an offer that cannot be chosen.
    const validUntil = slug === 'boelge-bank' ? { validUntil: new Date(at.getTime() + 23 * 3600 * 1000) } : {};
    await tx
      .update(t.offers)
      .set({ createdAt: at, ...validUntil })
      .where(eq(t.offers.leadId, lead.id));
    // Written as a row: the message service would publish it and queue its mail now, not days ago.
    await tx.insert(t.messages).values({
      leadId: lead.id,
      sender: 'supplier',
      // The lead is anonymous: the lender does not know the customer's name yet.
      body: `Hej, vi har sendt dig et tilbud. Skriv endelig, hvis du har spørgsmål. Venlig hilsen ${lead.handlerName}`,
      createdAt: at,
    });
  }
  // The demo's answers are days old: they were "mailed" then, not minutes after the first start.
  await tx.update(t.leadMailNotices).set({ mailedAt: new Date() }).where(isNull(t.leadMailNotices.mailedAt));
}

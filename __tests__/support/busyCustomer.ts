// The seeded customer Mette after using every feature: a payslip uploaded, eSkat consented to (two tax PDFs),
// messages both ways, a meeting asked for and held, a call asked for and logged, documents asked for, mortgage
// surveillance with an alert, a rating, a password-reset mail, a failed sign-in and error reports that name her. The lenders' side is written
// straight into the tables, in the words a caseworker would use: her name, phone and birth date in their notes.
import { eq } from 'drizzle-orm';
import * as t from '../../server/db/schema';
import { issueSupplierToken } from '../../server/leads/supplierTokens';
import { BrowserSession } from './browserSession';
import { file, multipart, PDF } from './multipartBody';
import type { TestContext } from './testApp';

export const METTE = {
  email: 'kunde@example.dk',
  name: 'Mette Kunde Jensen',
  phone: '+4520123456',
  birthDate: '1984-05-12',
};

export async function busyCustomer(ctx: TestContext) {
  const db = ctx.database.db;
  const browser = new BrowserSession(ctx.app, 'da');
  const { id: userId } = await browser.login(METTE.email);
  const leads = await db
    .select({ id: t.leads.id, rfqId: t.leads.rfqId, supplierId: t.leads.supplierId, slug: t.suppliers.slug })
    .from(t.leads)
    .innerJoin(t.rfqs, eq(t.rfqs.id, t.leads.rfqId))
    .innerJoin(t.suppliers, eq(t.suppliers.id, t.leads.supplierId))
    .where(eq(t.rfqs.userId, userId));
  const lead = leads[0];
  const token = (await issueSupplierToken(db, lead.slug)) as string;
  const lender = { authorization: `Bearer ${token}`, accept: 'application/json' };

  const upload = multipart([file(PDF, 'lønseddel.pdf')]);
  const uploaded = await browser.request({ method: 'POST', url: `/api/customer/users/${userId}/documents`, ...upload });
  if (uploaded.statusCode !== 201) throw new Error(`upload: ${uploaded.statusCode} ${uploaded.body}`);
  const asked = await ctx.app.inject({
    method: 'POST',
    url: `/supplier-api/v1/leads/${lead.id}/eskat-requests`,
    headers: lender,
  });
  const consent = await browser.post(`/api/customer/leads/${lead.id}/eskat-consent`, { request_id: asked.json().id });
  if (consent.statusCode !== 200) throw new Error(`eSkat consent: ${consent.statusCode} ${consent.body}`);

  const said = `${METTE.name} (født ${METTE.birthDate}, tlf. ${METTE.phone}, ${METTE.email})`;
  await db
    .update(t.leads)
    .set({ handlerNotes: `Ringede til ${said}` })
    .where(eq(t.leads.id, lead.id));
  await db
    .update(t.offers)
    .set({ comment: `Kære Mette, tilbud til ${said}` })
    .where(eq(t.offers.leadId, lead.id));
  await db.insert(t.messages).values([
    { leadId: lead.id, sender: 'customer', body: `Hej, det er ${said}` },
    { leadId: lead.id, sender: 'supplier', body: `Hej Mette Kunde Jensen, vi ringer på ${METTE.phone}` },
  ]);
  const [meetingRequest] = await db
    .insert(t.meetingRequests)
    .values({ leadId: lead.id, comment: `Ring til ${said}`, status: 'confirmed', topic: `Lån til ${METTE.name}` })
    .returning();
  await db.insert(t.meetings).values({
    leadId: lead.id,
    startsAt: new Date(),
    endsAt: new Date(Date.now() + 3_600_000),
    topic: `Møde med ${said}`,
    meetingRequestId: meetingRequest.id,
  });
  const [callRequest] = await db
    .insert(t.supportCallRequests)
    .values({ leadId: lead.id, phone: METTE.phone, preferredTime: 'morning', status: 'handled' })
    .returning();
  await db.insert(t.calls).values({
    leadId: lead.id,
    scheduledAt: new Date(),
    status: 'completed',
    note: `Talte med ${said} om omlægning`,
    supportCallRequestId: callRequest.id,
  });
  await db.insert(t.leadMailNotices).values({ userId, rfqId: lead.rfqId, leadId: lead.id, kind: 'offer' });
  // The lender's checklist: a document asked for in her words, an upload against it rejected naming her.
  await db.insert(t.documentRequests).values([
    { leadId: lead.id, type: 'other', note: `Lejekontrakt for ${said}` },
    { leadId: lead.id, type: 'payslips', status: 'rejected', rejectionReason: `Lønsedlen er ikke ${METTE.name}s` },
  ]);

  const [profile] = await db.select().from(t.economicProfiles).where(eq(t.economicProfiles.userId, userId));
  const [property] = await db.select().from(t.properties).where(eq(t.properties.economicProfileId, profile.id));
  // Her budget, with a fixed cost in her own words that name her (closing must take it).
  const budget = await browser.put(`/api/customer/users/${userId}/budget`, {
    children_ages: [3, 8],
    income_after_tax: null,
    fixed_costs: [{ kind: 'insurance', label: `Ulykkesforsikring for ${METTE.name}`, amount: 450 }],
  });
  if (budget.statusCode !== 200) throw new Error(`budget: ${budget.statusCode} ${budget.body}`);
  await db.insert(t.mortgageSurveillanceConsents).values({ userId });
  await db.insert(t.mitidIdentities).values({ userId, issuer: 'https://broker.example', subject: 'busy-customer' });
  await db.insert(t.mortgageSurveillanceAlerts).values({ userId, propertyId: property.id, minGainOre: 5_000_000 });
  await db
    .insert(t.mortgageSurveillanceHistory)
    .values({ userId, propertyId: property.id, date: '2026-01-02', gainAfterTaxOre: 1_200_000 });
  const [ratingToken] = await db
    .insert(t.supplierRatingTokens)
    .values({
      tokenHash: `busy-${userId}`,
      userId,
      supplierId: lead.supplierId,
      rfqId: lead.rfqId,
      expiresAt: new Date(Date.now() + 86_400_000),
    })
    .returning();
  await db.insert(t.supplierRatings).values({
    tokenId: ratingToken.id,
    supplierId: lead.supplierId,
    userId,
    stars: 5,
    comment: `Fin rådgivning, hilsen ${METTE.name}`,
  });

  const guest = new BrowserSession(ctx.app, 'da');
  await guest.post('/login', { email: METTE.email, password: 'Forkert1234' });
  await guest.post('/api/password/email', { email: METTE.email });
  // The reset mail is sent after the answer.
  for (let i = 0; i < 200; i += 1) {
    if ((await db.select().from(t.mailOutbox).where(eq(t.mailOutbox.to, METTE.email))).length > 0) break;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  await ctx.app.jobs.drain();

  // Error reports as a Bugsnag client sends them: one with her as its user (her name, and her birth date in the
  // metaData a page added), one of nobody's whose breadcrumb names her.
  const event = (extra: object) => ({
    exceptions: [{ errorClass: 'TypeError', message: 'x is undefined', stacktrace: [] }],
    breadcrumbs: [],
    ...extra,
  });
  await db.insert(t.errorReports).values([
    {
      kind: 'notify',
      payload: {
        events: [
          event({
            user: { id: String(userId), name: METTE.name },
            metaData: { profile: { birth_date: METTE.birthDate, name: METTE.name } },
          }),
        ],
      },
    },
    {
      kind: 'notify',
      payload: { events: [event({ breadcrumbs: [{ name: `Klik på "${METTE.name}"`, type: 'user' }] })] },
    },
  ]);
  return { browser, userId, leadId: lead.id };
}

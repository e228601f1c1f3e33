// POST /api/auction-form: the request form's submission (documented in API.md, "Request form").
import { eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { parseRecording } from '../../machines/auctionForm/recording';
import { redact } from '../../machines/auctionForm/redaction';
import { currentUser, forgetCurrentUser, isCustomer, publicUser, type UserRow } from '../auth/currentUser';
import { hashPassword, verifyPassword } from '../auth/password';
import { saveEconomicProfile } from '../auctionForm/saveEconomicProfile';
import { validateSubmission, type SubmittedSteps } from '../auctionForm/validateSubmission';
import * as t from '../db/schema';
import { localeOf, sendFieldErrors, translateMessages } from '../http/fieldErrors';
import { translate } from '../i18n/translate';
import { openLeadsForRfq } from '../lenders/lenderEngine';
import { loadEconomicProfile } from '../rfqs/economicProfileView';
import { requestFromProfile } from '../rfqs/requestFromProfile';

const MAX_BODY_BYTES = 2 * 1024 * 1024; // a long session's recording fits; the global limit is 1 MB
const IDEMPOTENCY_KEY = /^[A-Za-z0-9_-]{8,100}$/;

type Body = { steps?: unknown; formPurpose?: unknown; recording?: unknown; affiliate_key?: unknown };
type RfqRow = typeof t.rfqs.$inferSelect;

const rfqJson = (rfq: RfqRow) => ({
  id: rfq.id,
  purpose: rfq.purpose,
  subjects: rfq.subjects,
  created_at: rfq.createdAt.toISOString(),
  closed_at: rfq.closedAt?.toISOString() ?? null,
});

/** What lenders price from beyond the profile: a vehicle to buy, and the customer's wishes. */
function requestExtras(steps: SubmittedSteps) {
  const assets = steps.otherAssets ?? {};
  const wishes = steps.wishes ?? {};
  const newVehicle =
    assets.want_new_vehicle === true
      ? [
          {
            asset_type: assets.new_vehicle_type,
            is_existing: false,
            price: assets.new_vehicle_price,
            down_payment: assets.new_vehicle_down_payment,
          },
        ]
      : [];
  return {
    newVehicle,
    wishes: {
      looking_for: wishes.looking_for ?? [],
      mortgage_kind: wishes.mortgage_kind ?? null,
      unsatisfied: wishes.unsatisfied ?? (steps.unsatisfied ? true : null),
      unsatisfied_reason: wishes.unsatisfied_reason ?? steps.unsatisfied?.unsatisfied_reason ?? null,
      customer_comments: wishes.customer_comments ?? null,
    },
  };
}

export async function auctionFormRoutes(app: FastifyInstance) {
  /** A retried submission (same Idempotency-Key) answers with the request it already created. */
  async function replayed(request: FastifyRequest, reply: FastifyReply, key: string, body: Body): Promise<boolean> {
    const [rfq] = await app.db.select().from(t.rfqs).where(eq(t.rfqs.idempotencyKey, key));
    if (!rfq) return false;
    const [owner] = await app.db.select().from(t.users).where(eq(t.users.id, rfq.userId));
    const signedIn = await currentUser(request);
    let allowed = signedIn?.id === owner.id;
    if (!signedIn) {
      // The first answer (and its session cookie) may have been lost: the same email and password sign in again.
      const profile = (body.steps as SubmittedSteps | undefined)?.profile ?? {};
      const sameEmail =
        String(profile.email ?? '')
          .trim()
          .toLowerCase() === owner.email;
      allowed = sameEmail && (await verifyPassword(String(profile.password ?? ''), owner.passwordHash));
      if (allowed) await app.sessions.signIn(request, reply, owner.id, false);
    }
    if (!allowed) {
      reply.code(409).send({ message: translate(localeOf(request), 'auctionForm.duplicate') });
      return true;
    }
    reply.code(200).send({ rfq: rfqJson(rfq), user: await publicUser(request, owner) });
    return true;
  }

  app.post(
    '/api/auction-form',
    {
      bodyLimit: MAX_BODY_BYTES,
      schema: {
        body: {
          type: 'object',
          properties: {
            steps: { type: 'object' },
            formPurpose: { type: ['string', 'null'], maxLength: 50 },
            affiliate_key: { type: ['string', 'null'], maxLength: 100 },
          },
        },
        headers: { type: 'object', properties: { 'idempotency-key': { type: 'string', maxLength: 100 } } },
      },
    },
    async (request, reply) => {
      const locale = localeOf(request);
      const body = (request.body ?? {}) as Body;
      const key = request.headers['idempotency-key'];
      const idempotencyKey = typeof key === 'string' && IDEMPOTENCY_KEY.test(key) ? key : null;
      if (typeof key === 'string' && !idempotencyKey) {
        return sendFieldErrors(request, reply, { 'Idempotency-Key': [translate(locale, 'validation.default')] });
      }
      if (idempotencyKey && (await replayed(request, reply, idempotencyKey, body))) return reply;

      const signedIn = await currentUser(request);
      if (signedIn && !isCustomer(signedIn))
        return reply.code(403).send({ message: translate(locale, 'auth.forbidden') });

      const result = await validateSubmission(body.steps, body.formPurpose, {
        signedIn: Boolean(signedIn),
        db: app.db,
      });
      if (result.errors) return sendFieldErrors(request, reply, translateMessages(locale, result.errors));
      const { purpose, steps } = result.submission;
      const profile = steps.profile ?? {};
      const email = String(profile.email ?? '')
        .trim()
        .toLowerCase();

      if (!signedIn) {
        const [taken] = await app.db.select({ id: t.users.id }).from(t.users).where(eq(t.users.email, email));
        if (taken)
          return sendFieldErrors(request, reply, { 'profile.email': [translate(locale, 'auctionForm.emailTaken')] });
      }
      // The browser redacts its recording; redacting again here means no client can store personal values.
      const parsed = parseRecording(body.recording);
      const recording = parsed ? redact(parsed) : null;
      const passwordHash = signedIn ? null : await hashPassword(String(profile.password));

      const { user, rfq } = await app.db.transaction(async (tx) => {
        let user: UserRow;
        if (signedIn) {
          user = signedIn;
          if (!user.phone && typeof profile.phone === 'string') {
            [user] = await tx
              .update(t.users)
              .set({ phone: profile.phone, updatedAt: new Date() })
              .where(eq(t.users.id, user.id))
              .returning();
          }
        } else {
          [user] = await tx
            .insert(t.users)
            .values({
              email,
              name: String(profile.full_name).trim(),
              phone: String(profile.phone),
              passwordHash: passwordHash as string,
              preferences: { lang: locale },
            })
            .returning();
        }
        await saveEconomicProfile(tx, user.id, steps);
        const saved = await loadEconomicProfile(tx as unknown as typeof app.db, user.id);
        if (!saved) throw new Error('the economic profile was not saved');
        const { request: rfqRequest, subjects } = requestFromProfile(saved, purpose);
        const extras = requestExtras(steps);
        const vehicles = [...(Array.isArray(rfqRequest.vehicles) ? rfqRequest.vehicles : []), ...extras.newVehicle];
        const allSubjects = new Set([...subjects, ...(extras.newVehicle.length ? ['vehicles', 'loans'] : [])]);
        if (purpose === 'property_purchaser') ['properties', 'mortgages'].forEach((s) => allSubjects.add(s));
        const [rfq] = await tx
          .insert(t.rfqs)
          .values({
            userId: user.id,
            purpose,
            subjects: [...allSubjects],
            request: { ...rfqRequest, vehicles, wishes: extras.wishes },
            wizardRecording: recording,
            idempotencyKey,
          })
          .returning();
        return { user, rfq };
      });

      if (!signedIn) {
        await app.sessions.signIn(request, reply, user.id, false);
        forgetCurrentUser(request);
      }
      await openLeadsForRfq(app, rfq.id);
      return reply.code(201).send({ rfq: rfqJson(rfq), user: await publicUser(request, user) });
    },
  );
}

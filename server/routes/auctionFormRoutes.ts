// POST /api/auction-form: the request form's submission (documented in API.md, "Request form").
import { and, eq } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import {
  AuctionFormAnswer,
  AuctionFormBody,
  AuctionFormHeaders,
  type AuctionFormBody as Body,
} from '../../contract/auctionForm';
import { RfqConflict } from '../../contract/customerRfqs';
import { errorResponses } from '../../contract/errors';
import { parseRecording, pseudonymizeRecording } from '../../machines/auctionForm/recording';
import { draftFromForm } from '../auctionForm/formRequest';
import { validateSubmission, type SubmittedSteps } from '../auctionForm/validateSubmission';
import { currentUser, forgetCurrentUser, isCustomer, publicUser, type UserRow } from '../auth/currentUser';
import { lockoutMessage, loginLimits } from '../auth/loginThrottle';
import { hashPassword, verifyPassword } from '../auth/password';
import * as t from '../db/schema';
import type { RfqAttribution } from '../db/schema';
import type { TypedApp } from '../http/contract';
import { localeOf, sendFieldErrors, translateMessages } from '../http/fieldErrors';
import { translate } from '../i18n/translate';
import type { Mailer } from '../mail/mailer';
import { afterRfqCreated, createRfqIn } from '../rfqs/createRfq';

const MAX_BODY_BYTES = 2 * 1024 * 1024; // a long session's recording fits; the global limit is 1 MB

type RfqRow = typeof t.rfqs.$inferSelect;

const rfqJson = (rfq: Pick<RfqRow, 'id' | 'purpose' | 'subjects' | 'createdAt' | 'closedAt'>) => ({
  id: rfq.id,
  purpose: rfq.purpose,
  subjects: rfq.subjects,
  created_at: rfq.createdAt.toISOString(),
  closed_at: rfq.closedAt?.toISOString() ?? null,
});

/** The §3 tracking fields the browser sends, kept with the request for attribution. */
const attributionOf = (body: Body): RfqAttribution => ({
  affiliate_key: body.affiliate_key ?? null,
  affiliate_details: body.affiliate_details ?? null,
  analytics_client_id: body.analytics_client_id ?? null,
  analytics_session_id: body.analytics_session_id ?? null,
  gclid: body.gclid ?? null,
  fbp: body.fbp ?? null,
  fbc: body.fbc ?? null,
  referer: body.referer ?? null,
  user_agent: body.user_agent ?? null,
});

const profileOf = (body: Body) =>
  ((body.steps as SubmittedSteps | undefined)?.profile ?? {}) as Record<string, unknown>;

export async function auctionFormRoutes(app: TypedApp, opts: { mailer: Mailer }) {
  const rfqByKey = async (userId: number, key: string) =>
    (
      await app.db
        .select()
        .from(t.rfqs)
        .where(and(eq(t.rfqs.userId, userId), eq(t.rfqs.idempotencyKey, key)))
    )[0];

  /**
   * A retried submission (same Idempotency-Key) answers with the request it created before. A guest whose first
   * answer (and its session cookie) was lost proves who they are with the same e-mail and password.
   */
  async function replayed(request: FastifyRequest, reply: FastifyReply, key: string, body: Body): Promise<boolean> {
    const signedIn = await currentUser(request);
    let owner: UserRow | undefined = signedIn ?? undefined;
    if (!signedIn) {
      const email = String(profileOf(body).email ?? '')
        .trim()
        .toLowerCase();
      [owner] = email ? await app.db.select().from(t.users).where(eq(t.users.email, email)) : [];
    }
    const rfq = owner ? await rfqByKey(owner.id, key) : undefined;
    if (!owner || !rfq) return false;
    if (!signedIn) {
      // A password check like sign-in's, under the same throttle: the form is no side door for guessing.
      const tried = await app.throttle.attempt(loginLimits(owner.email, request.ip));
      if (tried.retryAfter > 0) {
        const message = lockoutMessage(localeOf(request), tried.retryAfter);
        reply.code(429).header('Retry-After', String(tried.retryAfter)).send({ message });
        return true;
      }
      if (!(await verifyPassword(String(profileOf(body).password ?? ''), owner.passwordHash))) return false;
      await tried.refund();
      await app.sessions.signIn(request, reply, owner.id, false);
      forgetCurrentUser(request);
    }
    reply.code(200).send({ rfq: rfqJson(rfq), user: await publicUser(request, owner) });
    return true;
  }

  app.post(
    '/api/auction-form',
    {
      bodyLimit: MAX_BODY_BYTES,
      schema: {
        tags: ['customer'],
        summary: 'Submit the request form: account, economic profile and a new request (RFQ)',
        description:
          'A guest gets an account and is signed in; a signed-in customer submits as themself. One active request ' +
          'per customer: 409 names the open one. The same Idempotency-Key creates nothing new (200 with the ' +
          'request it made). Errors are keyed `<step>.<field path>`.',
        security: [{ xsrf: [] }],
        headers: AuctionFormHeaders,
        body: AuctionFormBody,
        response: {
          200: AuctionFormAnswer,
          201: AuctionFormAnswer,
          409: RfqConflict,
          ...errorResponses(403, 419, 429, 503),
        },
      },
    },
    async (request, reply) => {
      const locale = localeOf(request);
      const body = request.body;
      const idempotencyKey = request.headers['idempotency-key'] ?? null;
      const signedIn = await currentUser(request);
      if (signedIn && !isCustomer(signedIn))
        return reply.code(403).send({ message: translate(locale, 'auth.forbidden') });
      if (idempotencyKey && (await replayed(request, reply, idempotencyKey, body))) return reply;

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
      // A guest who types the address of an account is not told so: the password typed in the form either is that
      // account's (then she submits as its owner, signed in) or the answer offers sign-in in words that fit an
      // unknown address as well. Only a correct password tells the two apart.
      let owner: UserRow | null = null;
      if (!signedIn) {
        const [known] = await app.db.select().from(t.users).where(eq(t.users.email, email));
        if (known) {
          const tried = await app.throttle.attempt(loginLimits(known.email, request.ip));
          if (tried.retryAfter > 0) {
            const message = lockoutMessage(locale, tried.retryAfter);
            return reply.code(429).header('Retry-After', String(tried.retryAfter)).send({ message });
          }
          if (!(await verifyPassword(String(profile.password ?? ''), known.passwordHash))) {
            const offer = translate(locale, 'auctionForm.signInOrOtherEmail');
            return sendFieldErrors(request, reply, { 'profile.email': [offer] });
          }
          await tried.refund();
          owner = known;
        }
      }
      // The browser pseudonymizes its recording; doing it again here means no client can store personal values.
      // The same consistent pseudonymizer, never plain redaction: that merged distinct values (two addresses into
      // one placeholder) and the replay lost the cascade they caused.
      const parsed = parseRecording(body.recording);
      const submission = {
        purpose,
        steps,
        recording: parsed ? pseudonymizeRecording(parsed) : null,
        attribution: attributionOf(body),
      };
      const existing = signedIn ?? owner;
      const passwordHash = existing ? null : await hashPassword(String(profile.password));

      const { user, outcome } = await app.db.transaction(async (tx) => {
        let user: UserRow;
        if (existing) {
          user = existing;
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
        const outcome = await createRfqIn(tx, user.id, idempotencyKey, (inner) =>
          draftFromForm(inner, user.id, submission),
        );
        return { user, outcome };
      });
      if (outcome.kind === 'open')
        return reply.code(409).send({ message: translate(locale, 'rfqs.alreadyOpen'), rfq_id: outcome.rfqId });

      if (!signedIn) {
        await app.sessions.signIn(request, reply, user.id, false);
        forgetCurrentUser(request);
      }
      if (outcome.kind === 'created') await afterRfqCreated(app, opts.mailer, outcome.rfqId, request.log);
      const [rfq] = await app.db.select().from(t.rfqs).where(eq(t.rfqs.id, outcome.rfqId));
      return reply
        .code(outcome.kind === 'created' ? 201 : 200)
        .send({ rfq: rfqJson(rfq), user: await publicUser(request, user) });
    },
  );
}

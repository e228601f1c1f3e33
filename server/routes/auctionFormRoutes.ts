// POST /api/auction-form: the request form's submission (documented in server/routes/API.md, "Request form").
import { and, eq } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import {
  ATTRIBUTION_FIELDS,
  AuctionFormAnswer,
  AuctionFormBody,
  AuctionFormHeaders,
  type AuctionFormBody as Body,
  type RequestAttribution,
} from '../../contract/auctionForm';
import { RfqConflict } from '../../contract/customerRfqs';
import { errorResponses } from '../../contract/errors';
import { parseRecording, pseudonymizeRecording } from '../../machines/auctionForm/recording';
import { proveOwner, saveSubmission } from '../auctionForm/submitForm';
import { validateSubmission, type SubmittedSteps } from '../auctionForm/validateSubmission';
import { currentUser, forgetCurrentUser, isCustomer, publicUser } from '../auth/currentUser';
import { lockoutMessage } from '../auth/loginThrottle';
import * as t from '../db/schema';
import type { TypedApp } from '../http/contract';
import { localeOf, sendFieldErrors, translateMessages } from '../http/fieldErrors';
import { translate } from '../i18n/translate';
import type { Mailer } from '../mail/mailer';
import { afterRfqCreated } from '../rfqs/createRfq';
import { normaliseEmail, userByEmail } from '../users/userByEmail';
import { linkPendingMitid } from '../mitid/pendingLink';

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
const attributionOf = (body: Body) =>
  Object.fromEntries(ATTRIBUTION_FIELDS.map((field) => [field, body[field] ?? null])) as RequestAttribution;

const profileOf = (body: Body) =>
  ((body.steps as SubmittedSteps | undefined)?.profile ?? {}) as Record<string, unknown>;
const emailOf = (body: Body) => normaliseEmail(String(profileOf(body).email ?? ''));

function sendLockout(request: FastifyRequest, reply: FastifyReply, retryAfter: number) {
  const message = lockoutMessage(localeOf(request), retryAfter);
  return reply.code(429).header('Retry-After', String(retryAfter)).send({ message });
}

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
    const owner = signedIn ?? (await userByEmail(app.db, emailOf(body)));
    const rfq = owner ? await rfqByKey(owner.id, key) : undefined;
    if (!owner || !rfq) return false;
    if (!signedIn) {
      const proof = await proveOwner(app.throttle, owner, profileOf(body).password, request.ip);
      if (proof.kind === 'throttled') {
        sendLockout(request, reply, proof.retryAfter);
        return true;
      }
      if (proof.kind === 'wrongPassword') return false;
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
      // A guest who types the address of an account is not told so: the password typed in the form either is that
      // account's (then she submits as its owner, signed in) or the answer offers sign-in in words that fit an
      // unknown address as well. Only a correct password tells the two apart.
      const known = signedIn ? undefined : await userByEmail(app.db, emailOf(body));
      if (known) {
        const proof = await proveOwner(app.throttle, known, steps.profile?.password, request.ip);
        if (proof.kind === 'throttled') return sendLockout(request, reply, proof.retryAfter);
        if (proof.kind === 'wrongPassword') {
          const offer = translate(locale, 'auctionForm.signInOrOtherEmail');
          return sendFieldErrors(request, reply, { 'profile.email': [offer] });
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
      const { user, outcome } = await saveSubmission(app.db, {
        submitter: signedIn ?? known ?? null,
        submission,
        idempotencyKey,
        locale,
      });
      if (outcome.kind === 'open')
        return reply.code(409).send({ message: translate(locale, 'rfqs.alreadyOpen'), rfq_id: outcome.rfqId });

      if (!signedIn) {
        await app.sessions.signIn(request, reply, user.id, false);
        forgetCurrentUser(request);
        // She came back from MitID on the sign-in step: her new account (or the one her password proved) is hers.
        await linkPendingMitid(
          { db: app.db, appKey: app.config.appKey, appUrl: app.config.appUrl },
          request,
          reply,
          user.id,
        );
      }
      if (outcome.kind === 'created') await afterRfqCreated(app, opts.mailer, outcome.rfqId, request.log);
      const [rfq] = await app.db.select().from(t.rfqs).where(eq(t.rfqs.id, outcome.rfqId));
      return reply
        .code(outcome.kind === 'created' ? 201 : 200)
        .send({ rfq: rfqJson(rfq), user: await publicUser(request, user) });
    },
  );
}

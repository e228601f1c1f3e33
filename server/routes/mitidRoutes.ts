// MitID sign-in, linking and confirmation through an OpenID Connect broker (issue 46; server/mitid/). The browser
// goes to /auth/mitid/start, the broker, /auth/mitid/callback, and back to the page it came from with `?mitid=` an
// outcome the page shows in the customer's language. Logged: the outcome and the library's error code, never a claim.
import { Type } from '@sinclair/typebox';
import { and, eq } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { UserIdParams } from '../../contract/customerRfqs';
import { errorResponses } from '../../contract/errors';
import {
  MitidCallbackQuery,
  MitidLinkAnswer,
  MitidLinkBody,
  MitidLogoutAnswer,
  MitidPendingAnswer,
  MitidStartQuery,
  MitidStatus,
  type MitidOutcome,
} from '../../contract/mitid';
import { proveOwner } from '../auctionForm/submitForm';
import {
  currentUser,
  customerOf,
  forgetCurrentUser,
  isCustomer,
  publicUser,
  requireOwnUser,
} from '../auth/currentUser';
import { lockoutMessage } from '../auth/loginThrottle';
import * as t from '../db/schema';
import type { TypedApp } from '../http/contract';
import { localeOf, sendFieldErrors } from '../http/fieldErrors';
import { translate } from '../i18n/translate';
import { mitidCookies, type Flow } from '../mitid/mitidCookies';
import { noteMitid, signedInWithMitid } from '../mitid/mitidSession';
import { createRelyingParty, MitidError, type MitidPerson, type RelyingPartyOptions } from '../mitid/relyingParty';
import { normaliseEmail, userByEmail } from '../users/userByEmail';

/** A path on this site only: anything else (`//evil.example`, `https://…`) returns to the start page. */
export function safeReturnPath(value: unknown): string {
  if (typeof value !== 'string' || !value.startsWith('/') || value.startsWith('//') || value.includes('\\')) return '/';
  return value;
}

function withOutcome(path: string, outcome: MitidOutcome): string {
  const url = new URL(path, 'http://x');
  url.searchParams.set('mitid', outcome);
  return `${url.pathname}${url.search}${url.hash}`;
}

export async function mitidRoutes(app: TypedApp, opts: { relyingParty?: RelyingPartyOptions }) {
  const mitid = app.config.mitid;
  const rp = mitid ? createRelyingParty(mitid, opts.relyingParty) : null;
  const cookies = mitidCookies(app.config.appKey, app.config.appUrl);

  const identityOf = async (person: Pick<MitidPerson, 'issuer' | 'subject'>) =>
    (
      await app.db
        .select()
        .from(t.mitidIdentities)
        .where(and(eq(t.mitidIdentities.issuer, person.issuer), eq(t.mitidIdentities.subject, person.subject)))
    )[0];

  /** Links the person to the user; the outcome when it cannot (she or the account is linked to another). */
  async function link(userId: number, person: MitidPerson): Promise<MitidOutcome> {
    const existing = await identityOf(person);
    if (existing) return existing.userId === userId ? 'linked' : 'linkedElsewhere';
    const inserted = await app.db
      .insert(t.mitidIdentities)
      .values({ userId, issuer: person.issuer, subject: person.subject })
      .onConflictDoNothing()
      .returning();
    return inserted.length > 0 ? 'linked' : 'linkedElsewhere';
  }

  function back(request: FastifyRequest, reply: FastifyReply, path: string, outcome: MitidOutcome) {
    request.log.info({ mitid: outcome }, 'MitID round trip ended');
    return reply.redirect(withOutcome(path, outcome), 303);
  }

  app.get(
    '/auth/mitid/start',
    {
      schema: {
        tags: ['customer'],
        summary:
          'Go to the MitID broker: sign in (login), link MitID to this account (link) or confirm a step (confirm)',
        description: 'A 303 to the broker; on the way back, `?mitid=` on the returnTo path names the outcome.',
        querystring: MitidStartQuery,
        response: { 303: Type.Null() },
      },
    },
    async (request, reply) => {
      const intent = request.query.intent ?? 'login';
      const returnTo = safeReturnPath(request.query.returnTo);
      if (!rp) return back(request, reply, returnTo, 'notConfigured');
      const user = await currentUser(request);
      if (intent !== 'login' && (!user || !isCustomer(user))) return back(request, reply, '/login', 'wrongUser');
      try {
        const { url, checks } = await rp.start();
        cookies.setFlow(reply, { ...checks, intent, returnTo, userId: user?.id ?? null } satisfies Flow);
        return reply.redirect(url, 303);
      } catch (error) {
        const reason = error instanceof MitidError ? error.reason : 'unavailable';
        request.log.warn(
          { mitid: reason, detail: error instanceof MitidError ? error.detail : undefined },
          'MitID start failed',
        );
        return back(request, reply, returnTo, reason);
      }
    },
  );

  app.get(
    '/auth/mitid/callback',
    {
      schema: {
        tags: ['customer'],
        summary: "The MitID broker's redirect back (the registered redirect URI)",
        description:
          'Checks and exchanges the code, then a 303 to the page the round trip began on, `?mitid=` the outcome.',
        querystring: MitidCallbackQuery,
        response: { 303: Type.Null() },
      },
    },
    async (request, reply) => {
      const flow = cookies.takeFlow(request, reply);
      if (!rp || !flow) return back(request, reply, '/login', rp ? 'state' : 'notConfigured');
      const query = request.url.includes('?') ? request.url.slice(request.url.indexOf('?') + 1) : '';
      let person: MitidPerson;
      try {
        person = await rp.finish(query, flow);
      } catch (error) {
        const refusal = error instanceof MitidError ? error : new MitidError('rejected', 'unexpected');
        request.log.warn({ mitid: refusal.reason, detail: refusal.detail }, 'MitID sign-in refused');
        return back(request, reply, flow.returnTo, refusal.reason);
      }
      const user = await currentUser(request);
      if (flow.intent === 'login') {
        const identity = await identityOf(person);
        if (!identity) {
          // Not linked yet: kept in this browser until she signs up with the form or gives her account's password.
          cookies.setPending(reply, person);
          return back(request, reply, flow.returnTo, 'pending');
        }
        await app.sessions.signIn(request, reply, identity.userId, false);
        forgetCurrentUser(request);
        await noteMitid(app.db, request, true);
        cookies.clearPending(reply);
        return back(request, reply, flow.returnTo, 'signedIn');
      }
      // Linking and confirming belong to the account that started them, still signed in.
      if (!user || user.id !== flow.userId) return back(request, reply, '/login', 'wrongUser');
      if (flow.intent === 'link') {
        const outcome = await link(user.id, person);
        if (outcome === 'linked') await noteMitid(app.db, request, false);
        return back(request, reply, flow.returnTo, outcome);
      }
      const identity = await identityOf(person);
      if (!identity || identity.userId !== user.id) return back(request, reply, flow.returnTo, 'wrongUser');
      await noteMitid(app.db, request, false);
      return back(request, reply, flow.returnTo, 'confirmed');
    },
  );

  app.get(
    '/api/mitid/pending',
    {
      schema: {
        tags: ['customer'],
        summary: 'The MitID identity this browser signed in with that is not yet linked to an account, or false',
        response: { 200: MitidPendingAnswer },
      },
    },
    async (request) => {
      const pending = cookies.pending(request);
      return pending ? { name: pending.name, birthdate: pending.birthdate } : (false as const);
    },
  );

  app.post(
    '/api/mitid/link-with-password',
    {
      schema: {
        tags: ['customer'],
        summary: "Link the pending MitID identity to an existing account, proven by that account's password once",
        description:
          'An e-mail address alone never links: only the password proves the account is hers (no takeover). ' +
          'Failed attempts count with the sign-in throttle (429).',
        security: [{ xsrf: [] }],
        body: MitidLinkBody,
        response: { 200: MitidLinkAnswer, ...errorResponses(409, 419, 429) },
      },
      config: { rateLimit: { allowList: () => false } },
    },
    async (request, reply) => {
      const locale = localeOf(request);
      const pending = cookies.pending(request);
      if (!pending) return reply.code(409).send({ message: translate(locale, 'auth.mitid.outcome.state') });
      const owner = await userByEmail(app.db, normaliseEmail(request.body.email));
      if (!owner || !isCustomer(owner))
        return sendFieldErrors(request, reply, { email: [translate(locale, 'auth.failed')] });
      const proof = await proveOwner(app.throttle, owner, request.body.password, request.ip);
      if (proof.kind === 'throttled') {
        return reply
          .code(429)
          .header('Retry-After', String(proof.retryAfter))
          .send({ message: lockoutMessage(locale, proof.retryAfter) });
      }
      if (proof.kind === 'wrongPassword') {
        return sendFieldErrors(request, reply, { email: [translate(locale, 'auth.failed')] });
      }
      const outcome = await link(owner.id, pending);
      if (outcome !== 'linked') {
        return reply.code(409).send({ message: translate(locale, `auth.mitid.outcome.${outcome}`) });
      }
      cookies.clearPending(reply);
      await app.sessions.signIn(request, reply, owner.id, false);
      forgetCurrentUser(request);
      await noteMitid(app.db, request, true);
      request.log.info({ mitid: 'linked' }, 'MitID linked with the password');
      return { user: await publicUser(request, owner) };
    },
  );

  app.get(
    '/api/customer/users/:userId/mitid',
    {
      onRequest: requireOwnUser,
      schema: {
        tags: ['customer'],
        summary: 'Whether MitID is linked to this account',
        security: [{ session: [] }],
        params: UserIdParams,
        response: { 200: MitidStatus, ...errorResponses(401, 403) },
      },
    },
    async (request) => {
      const user = await customerOf(request);
      const [row] = await app.db.select().from(t.mitidIdentities).where(eq(t.mitidIdentities.userId, user.id));
      return { linked: Boolean(row), linked_at: row?.linkedAt.toISOString() ?? null };
    },
  );

  app.delete(
    '/api/customer/users/:userId/mitid',
    {
      onRequest: requireOwnUser,
      schema: {
        tags: ['customer'],
        summary: 'Unlink MitID from this account (the password signs in as before)',
        security: [{ session: [], xsrf: [] }],
        params: UserIdParams,
        response: { 200: MitidStatus, ...errorResponses(401, 403, 419) },
      },
    },
    async (request) => {
      const user = await customerOf(request);
      await app.db.delete(t.mitidIdentities).where(eq(t.mitidIdentities.userId, user.id));
      request.log.info({ mitid: 'unlinked' }, 'MitID unlinked');
      return { linked: false, linked_at: null };
    },
  );

  app.post(
    '/api/mitid/logout',
    {
      schema: {
        tags: ['customer'],
        summary:
          "Sign out; where this session signed in with MitID and the broker offers it, the broker's sign-out too",
        security: [{ session: [], xsrf: [] }],
        response: { 200: MitidLogoutAnswer, ...errorResponses(419) },
      },
    },
    async (request, reply) => {
      const withMitid = rp !== null && (await signedInWithMitid(app.db, request));
      await app.sessions.signOut(request, reply);
      const url = withMitid ? await rp.endSessionUrl(`${app.config.appUrl}/`) : null;
      return { end_session_url: url };
    },
  );
}

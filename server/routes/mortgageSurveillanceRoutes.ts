// Mortgage surveillance: consent and withdrawal, the overview, one property with its history and alert
// threshold. Handlers parse, call server/mortgageSurveillance/surveillanceService.ts and answer; another user's id
// answers 403, another customer's property 404, a customer who has not opted in 403. Also schedules the daily
// recomputation (once per day across processes: server/jobs/schedule.ts).
import type { FastifyReply, FastifyRequest } from 'fastify';
import { UserIdParams } from '../../contract/customerRfqs';
import { errorResponses } from '../../contract/errors';
import {
  AlertBody,
  AlertSettings,
  MortgageSurveillance,
  PropertySurveillance,
  PropertySurveillanceParams,
  SurveillanceConsent,
  SurveillanceConsentBody,
} from '../../contract/mortgageSurveillance';
import { Type } from '@sinclair/typebox';
import { customerOf, requireOwnUser } from '../auth/currentUser';
import { toOre } from '../../domain/money';
import { kroner } from '../http/apiMoney';
import type { TypedApp } from '../http/contract';
import { localeOf } from '../http/fieldErrors';
import { translate } from '../i18n/translate';
import { copenhagenDay, scheduleJob } from '../jobs/schedule';
import { notifierOf } from '../leads/customerNotifier';
import type { Mailer } from '../mail/mailer';
import {
  giveConsent,
  propertySurveillance,
  recomputeAll,
  setAlert,
  surveillanceOverview,
  withdrawConsent,
  type SurveillanceDeps,
} from '../mortgageSurveillance/surveillanceService';
import { replyNotFound } from '../http/notFound';

const tags = ['customer'];
const security = [{ session: [] }];
const writeSecurity = [{ session: [], xsrf: [] }];

/** The daily recomputation: at 07:00 Danish time, after the morning's prices. */
export const RECOMPUTE_JOB = { name: 'mortgage-surveillance-recompute', cron: '0 7 * * *' } as const;

export async function mortgageSurveillanceRoutes(app: TypedApp, opts: { mailer: Mailer }) {
  const deps: SurveillanceDeps = {
    db: app.db,
    mailer: opts.mailer,
    notify: notifierOf(app),
    appUrl: app.config.appUrl,
  };
  scheduleJob(app, { ...RECOMPUTE_JOB, period: copenhagenDay, run: async () => void (await recomputeAll(deps)) });

  const base = '/api/customer/users/:userId/mortgage-surveillance';
  const say = (request: FastifyRequest, id: string) => ({ message: translate(localeOf(request), id) });
  const notOptedIn = (request: FastifyRequest, reply: FastifyReply) =>
    reply.code(403).send(say(request, 'mortgageSurveillance.errors.notOptedIn'));
  const notFound = (request: FastifyRequest, reply: FastifyReply) =>
    replyNotFound(request, reply, 'mortgageSurveillance.errors.propertyNotFound');

  app.post(
    `${base}/consent`,
    {
      onRequest: requireOwnUser,
      schema: {
        tags,
        security: writeSecurity,
        summary: 'Opt in to mortgage surveillance',
        description:
          'Starts the daily watch of every fixed-rate mortgage of the economy against today’s bond prices, and ' +
          'fills the chart from the stored prices of the last year. Consenting again answers the standing consent.',
        params: UserIdParams,
        body: SurveillanceConsentBody,
        response: { 201: SurveillanceConsent, ...errorResponses(401, 403, 419) },
      },
    },
    async (request, reply) => {
      const user = await customerOf(request);
      const consentedAt = await giveConsent(app.db, user.id);
      return reply.code(201).send({ consented_at: consentedAt.toISOString() });
    },
  );

  app.delete(
    `${base}/consent`,
    {
      onRequest: requireOwnUser,
      schema: {
        tags,
        security: writeSecurity,
        summary: 'Withdraw the consent to mortgage surveillance',
        description: 'Stops the watch and deletes the computed history and the alert thresholds.',
        params: UserIdParams,
        response: {
          204: Type.Null({ description: 'Withdrawn (also when there was nothing to withdraw).' }),
          ...errorResponses(401, 403, 419),
        },
      },
    },
    async (request, reply) => {
      const user = await customerOf(request);
      await withdrawConsent(app.db, user.id);
      return reply.code(204).send(null);
    },
  );

  app.get(
    base,
    {
      onRequest: requireOwnUser,
      schema: {
        tags,
        security,
        summary: 'Every property’s mortgages and the best conversion today',
        description: '403 when the customer has not opted in.',
        params: UserIdParams,
        response: { 200: MortgageSurveillance, ...errorResponses(401, 403) },
      },
    },
    async (request, reply) => {
      const user = await customerOf(request);
      const overview = await surveillanceOverview(app.db, user.id);
      if (!overview) return notOptedIn(request, reply);
      return overview;
    },
  );

  app.get(
    `${base}/properties/:propertyId`,
    {
      onRequest: requireOwnUser,
      schema: {
        tags,
        security,
        summary: 'One property: its conversion, the gain’s history and the alert threshold',
        params: PropertySurveillanceParams,
        response: { 200: PropertySurveillance, ...errorResponses(401, 403, 404) },
      },
    },
    async (request, reply) => {
      const user = await customerOf(request);
      const outcome = await propertySurveillance(app.db, user.id, request.params.propertyId);
      if (outcome.kind === 'notOptedIn') return notOptedIn(request, reply);
      if (outcome.kind === 'notFound') return notFound(request, reply);
      return outcome.view;
    },
  );

  app.put(
    `${base}/properties/:propertyId/alert`,
    {
      onRequest: requireOwnUser,
      schema: {
        tags,
        security: writeSecurity,
        summary: 'Set the gain after tax at which the customer is told (mail and realtime)',
        description:
          'The alert fires once each time a recomputation finds the gain crossing the threshold from below; a ' +
          'threshold already reached when set waits for the next crossing.',
        params: PropertySurveillanceParams,
        body: AlertBody,
        response: { 200: AlertSettings, ...errorResponses(401, 403, 404, 419) },
      },
    },
    async (request, reply) => {
      const user = await customerOf(request);
      const minGainOre = toOre(request.body.min_gain_kr);
      const outcome = await setAlert(app.db, user.id, request.params.propertyId, minGainOre);
      if (outcome.kind === 'notOptedIn') return notOptedIn(request, reply);
      if (outcome.kind === 'notFound') return notFound(request, reply);
      return { min_gain_kr: kroner(outcome.minGainOre) };
    },
  );
}

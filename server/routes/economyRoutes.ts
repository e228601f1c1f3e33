// The customer's economy item by item: POST/PATCH/DELETE for each collection of the economic profile,
// PUT family-and-work, and GET /api/customer-resources (spec §7). Handlers parse, call
// server/economicProfile/economyItems.ts and answer; another user's id answers 403, another customer's item 404.
import { asc } from 'drizzle-orm';
import { UserIdParams } from '../../contract/customerRfqs';
import { ECONOMY_COLLECTIONS } from '../../domain/economyOptions';
import {
  CustomerResources,
  DeleteConflict,
  DeletePropertyQuery,
  DEPOSIT_TYPES,
  EconomyItemBodies,
  EconomyItemParams,
  EconomyItemPatches,
  EconomyWriteResult,
  FamilyAndWorkBody,
  PROPERTY_TYPES,
  LOAN_SUB_TYPES,
  CREDIT_SUB_TYPES,
} from '../../contract/economy';
import { EconomicProfile } from '../../contract/economicProfile';
import { errorResponses } from '../../contract/errors';
import { formOptions } from '../../domain/formOptions';
import { customerOf, requireCustomer, requireOwnUser } from '../auth/currentUser';
import * as t from '../db/schema';
import type { TypedApp } from '../http/contract';
import { localeOf, sendFieldErrors, translateMessages } from '../http/fieldErrors';
import { translate } from '../i18n/translate';
import {
  createItem,
  deleteItem,
  saveFamilyAndWork,
  updateItem,
  type EconomyDeps,
} from '../economicProfile/economyItems';
import { loadEconomicProfile } from '../economicProfile/economicProfileView';
import type { FastifyRequest } from 'fastify';
import { replyNotFound } from '../http/notFound';

const tags = ['customer'];
const security = [{ session: [] }];
const writeSecurity = [{ session: [], xsrf: [] }];

/** How long the browser keeps the customer resources (option lists and lenders change with a release). */
export const CUSTOMER_RESOURCES_MAX_AGE_SECONDS = 3600;

export async function economyRoutes(app: TypedApp) {
  const deps = (request: FastifyRequest): EconomyDeps => ({
    db: app.db,
    translateErrors: (errors) => translateMessages(localeOf(request), errors),
  });
  const answer = async (userId: number, id: number) => ({
    id,
    economic_profile: (await loadEconomicProfile(app.db, userId))!,
  });

  for (const collection of ECONOMY_COLLECTIONS) {
    const base = `/api/customer/users/:userId/economic-profiles/${collection}`;

    app.post(
      base,
      {
        onRequest: requireOwnUser,
        schema: {
          tags,
          security: writeSecurity,
          summary: `Add an item to the customer's ${collection}`,
          params: UserIdParams,
          body: EconomyItemBodies[collection],
          response: { 201: EconomyWriteResult, ...errorResponses(401, 403, 419) },
        },
      },
      async (request, reply) => {
        const user = await customerOf(request);
        const outcome = await createItem(deps(request), user.id, collection, request.body as Record<string, unknown>);
        if (outcome.kind === 'invalid') return sendFieldErrors(request, reply, outcome.errors);
        if (outcome.kind !== 'ok') throw new Error('unexpected outcome');
        return reply.code(201).send(await answer(user.id, outcome.id));
      },
    );

    app.patch(
      `${base}/:id`,
      {
        onRequest: requireOwnUser,
        schema: {
          tags,
          security: writeSecurity,
          summary: `Change an item of the customer's ${collection}`,
          description: 'The change is merged into the saved item, and the result must pass the rules.',
          params: EconomyItemParams,
          body: EconomyItemPatches[collection],
          response: { 200: EconomyWriteResult, ...errorResponses(401, 403, 404, 419) },
        },
      },
      async (request, reply) => {
        const user = await customerOf(request);
        const outcome = await updateItem(
          deps(request),
          user.id,
          collection,
          request.params.id,
          request.body as Record<string, unknown>,
        );
        if (outcome.kind === 'notFound') return replyNotFound(request, reply, 'economy.errors.itemNotFound');
        if (outcome.kind === 'invalid') return sendFieldErrors(request, reply, outcome.errors);
        return answer(user.id, request.params.id);
      },
    );

    const secures = collection === 'properties' || collection === 'vehicles' || collection === 'boats';
    app.delete(
      `${base}/:id`,
      {
        onRequest: requireOwnUser,
        schema: {
          tags,
          security: writeSecurity,
          summary: `Delete an item of the customer's ${collection}`,
          ...(secures
            ? {
                description:
                  'When the item secures loans, credits or mortgages, `loans` says what happens to them; without ' +
                  'it the answer is 409 with their count and nothing is deleted.',
              }
            : {}),
          params: EconomyItemParams,
          querystring: DeletePropertyQuery,
          response: { 200: EconomicProfile, 409: DeleteConflict, ...errorResponses(401, 403, 404, 419) },
        },
      },
      async (request, reply) => {
        const user = await customerOf(request);
        const outcome = await deleteItem(app.db, user.id, collection, request.params.id, request.query.loans);
        if (outcome.kind === 'notFound') return replyNotFound(request, reply, 'economy.errors.itemNotFound');
        if (outcome.kind === 'hasLiabilities')
          return reply.code(409).send({
            message: translate(localeOf(request), 'economy.errors.securesLoans', { count: outcome.count }),
            liabilities: outcome.count,
          });
        return (await loadEconomicProfile(app.db, user.id))!;
      },
    );
  }

  app.put(
    '/api/customer/users/:userId/family-and-work',
    {
      onRequest: requireOwnUser,
      schema: {
        tags,
        security: writeSecurity,
        summary: 'Civil status, children, the companion person, and the customer’s work and income',
        description: 'Field names are the request form’s aboutYou and employment steps; no CPR number is taken.',
        params: UserIdParams,
        body: FamilyAndWorkBody,
        response: { 200: EconomicProfile, ...errorResponses(401, 403, 419) },
      },
    },
    async (request, reply) => {
      const user = await customerOf(request);
      const outcome = await saveFamilyAndWork(deps(request), user.id, request.body);
      if (outcome.kind === 'invalid') return sendFieldErrors(request, reply, outcome.errors);
      return (await loadEconomicProfile(app.db, user.id))!;
    },
  );

  app.get(
    '/api/customer-resources',
    {
      onRequest: requireCustomer,
      schema: {
        tags,
        security,
        summary: 'The choices the economy pages render (types, sub types, lenders, employment types)',
        description: `Cached by the browser for ${CUSTOMER_RESOURCES_MAX_AGE_SECONDS} seconds.`,
        response: { 200: CustomerResources, ...errorResponses(401, 403) },
      },
    },
    async (_request, reply) => {
      const lenders = await app.db
        .select({ id: t.suppliers.id, name: t.suppliers.name, short_name: t.suppliers.shortName })
        .from(t.suppliers)
        .orderBy(asc(t.suppliers.name));
      const resources = {
        property_types: [...PROPERTY_TYPES],
        residence_types: [...formOptions.residenceTypes],
        asset_types: [...formOptions.assetTypes],
        deposit_types: [...DEPOSIT_TYPES],
        liability_types: [
          { liability_type: 'loan', liability_sub_types: [...LOAN_SUB_TYPES] },
          { liability_type: 'credit', liability_sub_types: [...CREDIT_SUB_TYPES] },
          { liability_type: 'mortgage', liability_sub_types: ['mortgage'] },
        ],
        mortgage_kinds: [...formOptions.mortgageKinds],
        civil_statuses: [...formOptions.civilStatuses],
        employment_types: [...formOptions.employmentTypes],
        lenders,
      };
      return reply.header('Cache-Control', `private, max-age=${CUSTOMER_RESOURCES_MAX_AGE_SECONDS}`).send(resources);
    },
  );
}

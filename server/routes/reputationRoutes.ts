// A lender's reputation for the signed-in customer: what the lender page beside its offers shows.
import { errorResponses } from '../../contract/errors';
import { SupplierIdParams, SupplierReputation } from '../../contract/reputation';
import { requireCustomer } from '../auth/currentUser';
import type { TypedApp } from '../http/contract';
import { supplierReputation } from '../ratings/supplierReputation';
import { replyNotFound } from '../http/notFound';

export async function reputationRoutes(app: TypedApp) {
  app.get(
    '/api/customer/suppliers/:supplierId/reputation',
    {
      onRequest: requireCustomer,
      schema: {
        tags: ['customer'],
        security: [{ session: [] }],
        summary: "A lender's ratings: average, distribution and the latest comments shown with consent",
        params: SupplierIdParams,
        response: { 200: SupplierReputation, ...errorResponses(401, 403, 404) },
      },
    },
    async (request, reply) => {
      const found = await supplierReputation(app.db, request.params.supplierId);
      return found ?? replyNotFound(request, reply, 'reputation.notFound');
    },
  );
}

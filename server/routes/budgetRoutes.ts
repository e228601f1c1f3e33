// GET/PUT /api/customer/users/{id}/budget: the household budget (docs/product.md "Household budget"). Another
// user's id answers 403, as the economy's routes do; the body's bounds answer 422 keyed by field path.
import { BudgetBody, HouseholdBudgetAnswer } from '../../contract/budget';
import { UserIdParams } from '../../contract/customerRfqs';
import { errorResponses } from '../../contract/errors';
import { customerOf, requireOwnUser } from '../auth/currentUser';
import { householdBudgetAnswer, saveBudget } from '../budget/householdBudgetService';
import type { TypedApp } from '../http/contract';

const tags = ['customer'];

export async function budgetRoutes(app: TypedApp) {
  const path = '/api/customer/users/:userId/budget';

  app.get(
    path,
    {
      onRequest: requireOwnUser,
      schema: {
        tags,
        security: [{ session: [] }],
        summary: 'The household budget: what is left each month against the reference amount',
        params: UserIdParams,
        response: { 200: HouseholdBudgetAnswer, ...errorResponses(401, 403, 404) },
      },
    },
    async (request) => householdBudgetAnswer(app.db, (await customerOf(request)).id),
  );

  app.put(
    path,
    {
      onRequest: requireOwnUser,
      schema: {
        tags,
        security: [{ session: [], xsrf: [] }],
        summary: 'Replace the household budget’s own lines (children’s ages, income after tax, fixed costs)',
        description: 'Everything else the budget reads from the economic profile.',
        params: UserIdParams,
        body: BudgetBody,
        response: { 200: HouseholdBudgetAnswer, ...errorResponses(401, 403, 404, 419) },
      },
    },
    async (request) => {
      const user = await customerOf(request);
      await saveBudget(app.db, user.id, request.body);
      return householdBudgetAnswer(app.db, user.id);
    },
  );
}

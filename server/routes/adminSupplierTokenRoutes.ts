// The admin's way to issue and revoke a lender's supplier-API token on a running app: `scripts/supplierToken.ts`
// calls it, since a second process cannot open the embedded database the server holds (server/db/dataDirLock.ts).
import { Type } from '@sinclair/typebox';
import { errorResponses } from '../../contract/errors';
import { Text } from '../../contract/primitives';
import { requireAdmin } from '../auth/currentUser';
import type { TypedApp } from '../http/contract';
import { issueSupplierToken, revokeSupplierToken } from '../leads/supplierTokens';
import { replyNotFound } from '../http/notFound';

const SlugParams = Type.Object({
  slug: Text(100, { minLength: 1, pattern: '^[a-z0-9-]+$', examples: ['skovby-sparekasse'] }),
});
const IssuedToken = Type.Object({
  token: Type.String({ description: 'The bearer token, shown this once: only its sha256 is stored.' }),
});

export async function adminSupplierTokenRoutes(app: TypedApp) {
  const security = [{ session: [], xsrf: [] }];

  app.post(
    '/api/admin/suppliers/:slug/token',
    {
      onRequest: requireAdmin,
      schema: {
        tags: ['admin'],
        security,
        summary: "Issue a new supplier-API token for a lender; the lender's previous token stops working",
        params: SlugParams,
        response: { 201: IssuedToken, ...errorResponses(401, 403, 404, 419) },
      },
    },
    async (request, reply) => {
      const token = await issueSupplierToken(app.db, request.params.slug);
      if (!token) return replyNotFound(request, reply);
      return reply.code(201).header('Cache-Control', 'no-store').send({ token });
    },
  );

  app.delete(
    '/api/admin/suppliers/:slug/token',
    {
      onRequest: requireAdmin,
      schema: {
        tags: ['admin'],
        security,
        summary: "Revoke a lender's supplier-API token: its system gets 401 until a new one is issued",
        params: SlugParams,
        response: { 204: Type.Null(), ...errorResponses(401, 403, 404, 419) },
      },
    },
    async (request, reply) => {
      if (!(await revokeSupplierToken(app.db, request.params.slug))) {
        return replyNotFound(request, reply);
      }
      return reply.code(204).send(null);
    },
  );
}

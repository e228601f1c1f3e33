// GET /api/addresses/autocomplete?q=: the address type-ahead, provider chosen by configuration.
import type { FastifyInstance } from 'fastify';
import { DEFAULT_LIMIT, MAX_QUERY_LENGTH, type AddressProvider } from '../addresses/addressProvider';
import { createEmbeddedAddressProvider } from '../addresses/embeddedAddresses';
import { createHttpAddressProvider } from '../addresses/httpAddressProvider';

export function addressProviderFor(config: FastifyInstance['config']): AddressProvider {
  if (config.addressProvider === 'http' && config.addressApiUrl) {
    return createHttpAddressProvider({ baseUrl: config.addressApiUrl, token: config.addressApiToken });
  }
  return createEmbeddedAddressProvider();
}

export async function addressRoutes(app: FastifyInstance, opts: { provider?: AddressProvider }) {
  const provider = opts.provider ?? addressProviderFor(app.config);
  app.get(
    '/api/addresses/autocomplete',
    {
      schema: {
        querystring: {
          type: 'object',
          properties: {
            q: { type: 'string', maxLength: 200 },
            per_side: { type: 'integer', minimum: 1, maximum: 20 },
          },
        },
      },
    },
    async (request) => {
      const { q = '', per_side: perPage = DEFAULT_LIMIT } = request.query as { q?: string; per_side?: number };
      const query = q.trim().slice(0, MAX_QUERY_LENGTH);
      if (query.length < 2) return [];
      return provider.autocomplete(query, perPage);
    },
  );
}

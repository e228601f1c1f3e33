// GET /api/addresses/autocomplete?q=: the address type-ahead, provider chosen by configuration.
import { Type } from '@sinclair/typebox';
import type { FastifyInstance } from 'fastify';
import { errorResponses } from '../../contract/errors';
import { AddressQuery, AddressSuggestion } from '../../contract/public';
import { DEFAULT_LIMIT, MAX_QUERY_LENGTH, type AddressProvider } from '../addresses/addressProvider';
import { createEmbeddedAddressProvider } from '../addresses/embeddedAddresses';
import { createHttpAddressProvider } from '../addresses/httpAddressProvider';
import type { TypedApp } from '../http/contract';

export function addressProviderFor(config: FastifyInstance['config']): AddressProvider {
  if (config.addressProvider === 'http' && config.addressApiUrl) {
    return createHttpAddressProvider({ baseUrl: config.addressApiUrl, token: config.addressApiToken });
  }
  return createEmbeddedAddressProvider();
}

export async function addressRoutes(app: TypedApp, opts: { provider?: AddressProvider }) {
  const provider = opts.provider ?? addressProviderFor(app.config);
  app.get(
    '/api/addresses/autocomplete',
    {
      schema: {
        tags: ['public'],
        summary: 'Address type-ahead (Danish addresses)',
        querystring: AddressQuery,
        response: { 200: Type.Array(AddressSuggestion), ...errorResponses() },
      },
    },
    async (request) => {
      const { q = '', per_side: perPage = DEFAULT_LIMIT } = request.query;
      const query = q.trim().slice(0, MAX_QUERY_LENGTH);
      if (query.length < 2) return [];
      return provider.autocomplete(query, perPage);
    },
  );
}

// Addresses of the API that pages name to people (the staff pages) as well as the server that serves them.

/** The OpenAPI document, which a lender's system can generate its client from. */
export const OPENAPI_PATH = '/api/openapi.json';

/** The base path of every call a lender's system makes with its token (docs/supplier-api.md). */
export const SUPPLIER_API_PREFIX = '/supplier-api/v1';

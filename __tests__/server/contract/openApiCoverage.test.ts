// Every route the app registers is in the generated OpenAPI document, with a schema for each answer it sends;
// only routes that are not API (static files, the document itself, development helpers) may stay out.
import { closeTestApp, createTestApp, type TestContext } from '../../support/testApp';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp({ seed: false });
}, 120_000);
afterAll(() => closeTestApp(ctx));

type Operation = { tags?: string[]; responses?: Record<string, { content?: Record<string, { schema?: unknown }> }> };
type Document = { openapi: string; paths: Record<string, Record<string, Operation>>; tags: { name: string }[] };

/** `/leads/:leadId` as OpenAPI writes it: `/leads/{leadId}`. */
const openApiPath = (url: string) => url.replace(/:([A-Za-z_]+)/g, '{$1}');

/** Not API: served files, the SPA's history fallback, the document and its viewer, the mail preview. */
const NOT_API = [/^\/\*$/, /^\/logos\//, /^\/api\/docs/, /^\/api\/openapi\.json$/, /^\/dev\/mail/];

async function document(): Promise<Document> {
  const res = await ctx.app.inject({ method: 'GET', url: '/api/openapi.json' });
  expect(res.statusCode).toBe(200);
  return res.json();
}

test('the document is OpenAPI 3.1 with the six audiences as tags', async () => {
  const doc = await document();
  expect(doc.openapi).toBe('3.1.0');
  expect(doc.tags.map((t) => t.name)).toEqual(['customer', 'supplier', 'realtime', 'public', 'analyst', 'admin']);
});

test('every registered API route is documented, tagged, and declares a schema for each answer', async () => {
  const doc = await document();
  const problems: string[] = [];
  for (const { method, url, hidden } of ctx.routes) {
    if (method === 'HEAD' || NOT_API.some((pattern) => pattern.test(url))) continue;
    const name = `${method} ${url}`;
    if (hidden) {
      problems.push(`${name} is hidden from the document`);
      continue;
    }
    const operation = doc.paths[openApiPath(url)]?.[method.toLowerCase()];
    if (!operation) {
      problems.push(`${name} is missing from the document`);
      continue;
    }
    if (!operation.tags?.length) problems.push(`${name} has no audience tag`);
    const responses = Object.entries(operation.responses ?? {});
    // A browser navigation (the MitID round trip) succeeds with a redirect, which has no body.
    if (!responses.some(([status]) => status.startsWith('2') || status === '303')) {
      problems.push(`${name} declares no success answer`);
    }
    for (const [status, response] of responses) {
      const bodyless = status === '204' || status === '303';
      if (!bodyless && !response.content) problems.push(`${name} answers ${status} without a schema`);
    }
  }
  expect(problems).toEqual([]);
});

test('the supplier API says how to authenticate and what every offer field means', async () => {
  const doc = await document();
  const offer = doc.paths['/supplier-api/v1/leads/{leadId}/offer'].post as Operation & {
    security?: unknown[];
    requestBody?: { content: Record<string, { schema: { properties: Record<string, unknown> } }> };
  };
  expect(offer.security).toEqual([{ supplierToken: [] }]);
  const body = offer.requestBody?.content['application/json'].schema;
  expect(JSON.stringify(body)).toMatch(/kroner/);
  expect(Object.keys(offer.responses ?? {})).toEqual(
    expect.arrayContaining(['200', '201', '401', '404', '409', '422']),
  );
});

import { formOptions } from '../../../domain/formOptions';
import { closeTestApp, createTestApp, type TestContext } from '../../support/testApp';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => closeTestApp(ctx));

test('serves the lenders from the database and the option lists the step asks for', async () => {
  const res = await ctx.app.inject(
    '/api/auction-form-resources?requiredResources[]=lenders&requiredResources[]=civilStatuses',
  );
  expect(res.statusCode).toBe(200);
  const body = res.json();
  expect(Object.keys(body).sort()).toEqual(['civilStatuses', 'lenders']);
  expect(body.civilStatuses).toEqual(formOptions.civilStatuses);
  expect(body.lenders.length).toBeGreaterThanOrEqual(6);
  expect(body.lenders[0]).toEqual(
    expect.objectContaining({
      id: expect.any(Number),
      name: expect.any(String),
      logo: expect.stringMatching(/^\/logos\//),
    }),
  );
});

test.each([
  ['no list named', '/api/auction-form-resources'],
  ['an unknown list', '/api/auction-form-resources?requiredResources[]=secrets'],
])('%s answers 422', async (_what, url) => {
  const res = await ctx.app.inject(url);
  expect(res.statusCode).toBe(422);
  expect(res.json().errors.requiredResources).toHaveLength(1);
});

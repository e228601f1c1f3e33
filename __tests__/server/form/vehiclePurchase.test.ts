// Buying a vehicle through the request form: the server validates make, model, model year and new or
// used with the step's shared schema, stores the vehicle to buy in the economic profile (§3: make, model, year)
// as not yet owned, and names it once in the request, with what lenders price on.
import { eq } from 'drizzle-orm';
import * as t from '../../../server/db/schema';
import { drainLenderQueue } from '../../../server/demoLenders/lenderEngine';
import { BrowserSession } from '../../support/browserSession';
import { completeSteps } from '../../support/submissionFixture';
import { closeTestApp, createTestApp, type TestContext } from '../../support/testApp';

let ctx: TestContext;
// Migrating and seeding an in-memory database takes a while on a machine shared with other suites.
beforeAll(async () => {
  ctx = await createTestApp();
}, 120_000);
afterAll(async () => {
  await drainLenderQueue(ctx.app);
  await closeTestApp(ctx);
});

const purchase = {
  want_new_vehicle: true,
  new_vehicle_type: 'car',
  new_vehicle_make: 'Skoda',
  new_vehicle_model: 'Octavia Combi',
  new_vehicle_year: 2024,
  new_vehicle_condition: 'used',
  new_vehicle_price: 240_000,
  new_vehicle_down_payment: 40_000,
  assets: [],
};

function vehicleBuyer(email: string, otherAssets: Record<string, unknown>) {
  return {
    steps: { ...completeSteps({ email }), start: { persona_type: 'vehicle_purchaser' }, otherAssets },
    formPurpose: 'vehicle_purchaser',
  };
}

const submit = (payload: object) =>
  new BrowserSession(ctx.app, 'en').request({ method: 'POST', url: '/api/auction-form', payload });

describe('POST /api/auction-form with a vehicle to buy', () => {
  test('make, model and year are stored on the profile as a vehicle not yet owned; the request names it once', async () => {
    const res = await submit(vehicleBuyer('bil@example.dk', purchase));
    expect(res.statusCode).toBe(201);
    const { user, rfq } = res.json();
    const [profile] = await ctx.database.db
      .select()
      .from(t.economicProfiles)
      .where(eq(t.economicProfiles.userId, user.id));
    const vehicles = await ctx.database.db
      .select()
      .from(t.vehicles)
      .where(eq(t.vehicles.economicProfileId, profile.id));
    expect(vehicles).toEqual([
      expect.objectContaining({
        assetType: 'car',
        make: 'Skoda',
        model: 'Octavia Combi',
        year: 2024,
        valueOre: 24_000_000,
        isExisting: false,
      }),
    ]);

    const [stored] = await ctx.database.db.select().from(t.rfqs).where(eq(t.rfqs.id, rfq.id));
    const request = stored.request as unknown as { vehicles: Record<string, unknown>[] };
    expect(request.vehicles).toEqual([
      expect.objectContaining({
        asset_type: 'car',
        make: 'Skoda',
        model: 'Octavia Combi',
        year: 2024,
        condition: 'used',
        is_existing: false,
        price: 240_000,
        down_payment: 40_000,
      }),
    ]);

    // The profile as the app reads it back says the same.
    const browser = new BrowserSession(ctx.app);
    await browser.login('bil@example.dk', 'Hemmelig-kode-123');
    const read = (await browser.get(`/api/customer/users/${user.id}/economic-profiles`)).json();
    expect(read.vehicles).toEqual([
      expect.objectContaining({ make: 'Skoda', model: 'Octavia Combi', year: 2024, is_existing: false }),
    ]);
  });

  test('the server refuses what the step refuses: no make, a model too long, a year out of range, an unknown condition', async () => {
    const res = await submit(
      vehicleBuyer('bil2@example.dk', {
        ...purchase,
        new_vehicle_make: '',
        new_vehicle_model: 'y'.repeat(101),
        new_vehicle_year: 2999,
        new_vehicle_condition: 'demo',
      }),
    );
    expect(res.statusCode).toBe(422);
    const { errors } = res.json();
    expect(Object.keys(errors).sort()).toEqual([
      'otherAssets.new_vehicle_condition',
      'otherAssets.new_vehicle_make',
      'otherAssets.new_vehicle_model',
      'otherAssets.new_vehicle_year',
    ]);
    // A year never shows with a thousands separator.
    expect(errors['otherAssets.new_vehicle_year'][0]).toMatch(/ 1900 \D+ \d{4}$/);
  });

  test('no purchase: nothing is stored as a vehicle to buy', async () => {
    const res = await submit(vehicleBuyer('ingenbil@example.dk', { want_new_vehicle: false, assets: [] }));
    expect(res.statusCode).toBe(201);
    const [profile] = await ctx.database.db
      .select()
      .from(t.economicProfiles)
      .where(eq(t.economicProfiles.userId, res.json().user.id));
    expect(await ctx.database.db.select().from(t.vehicles).where(eq(t.vehicles.economicProfileId, profile.id))).toEqual(
      [],
    );
  });
});

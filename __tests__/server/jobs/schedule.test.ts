// A scheduled job's period is claimed in the database: it runs once however many processes tick at once, a failed
// run is retried at the next tick, and a claim whose lease ran out (its process died) is taken over.
import { sql } from 'drizzle-orm';
import { copenhagenDay, runClaimed } from '../../../server/jobs/schedule';
import { closeTestApp, createTestApp, type TestContext } from '../../support/testApp';

let ctx: TestContext;

beforeAll(async () => {
  ctx = await createTestApp();
}, 180_000);
afterAll(() => closeTestApp(ctx));

test('ten processes ticking at once: the period runs once, and not again when it has finished', async () => {
  let runs = 0;
  const work = async () => {
    runs += 1;
    await new Promise((resolve) => setTimeout(resolve, 20));
  };
  const claims = await Promise.all(
    Array.from({ length: 10 }, () => runClaimed(ctx.database.db, 'recompute', '2026-11-23', work)),
  );
  expect(claims.filter(Boolean)).toHaveLength(1);
  expect(await runClaimed(ctx.database.db, 'recompute', '2026-11-23', work)).toBe(false);
  expect(runs).toBe(1);
  // The next period is a new run; another job's name is its own.
  expect(await runClaimed(ctx.database.db, 'recompute', '2026-11-24', work)).toBe(true);
  expect(await runClaimed(ctx.database.db, 'other', '2026-11-23', work)).toBe(true);
  expect(runs).toBe(3);
});

test('a failed run gives its claim back; a claim whose lease ran out is taken over', async () => {
  await expect(
    runClaimed(ctx.database.db, 'flaky', 'p', async () => {
      throw new Error('boom');
    }),
  ).rejects.toThrow('boom');
  let runs = 0;
  expect(await runClaimed(ctx.database.db, 'flaky', 'p', async () => void (runs += 1))).toBe(true);
  expect(runs).toBe(1);

  // A process claimed the period and died: while its lease holds nobody else runs it; after, the next one does.
  await ctx.database.db.execute(
    sql`insert into job_runs (name, period, lease_until) values ('died', 'p', now() + interval '1 hour')`,
  );
  expect(await runClaimed(ctx.database.db, 'died', 'p', async () => void (runs += 1))).toBe(false);
  await ctx.database.db.execute(sql`update job_runs set lease_until = now() - interval '1 second' where name = 'died'`);
  expect(await runClaimed(ctx.database.db, 'died', 'p', async () => void (runs += 1))).toBe(true);
  expect(runs).toBe(2);
});

test('a daily period is the Danish calendar day', () => {
  expect(copenhagenDay(new Date('2026-11-23T23:30:00Z'))).toBe('2026-11-24');
  expect(copenhagenDay(new Date('2026-07-01T21:59:00Z'))).toBe('2026-07-01');
  expect(copenhagenDay(new Date('2026-07-01T22:00:00Z'))).toBe('2026-07-02');
});

// Presence membership (server/realtime/presenceStore.ts): the same rules for the one-process store and the Redis
// store, and what only the Redis store has to do: several processes on one channel, a dead process's members
// pruned once, a lapsed heartbeat repaired. The Redis part needs REDIS_URL and says so when it skips.
import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';
import {
  memoryPresenceStore,
  redisPresenceStore,
  type PresenceStore,
  type RedisPresenceStore,
} from '../../../server/realtime/presenceStore';

const redisUrl = process.env.REDIS_URL;
if (!redisUrl) process.stdout.write('presenceStore.test.ts: Redis part skipped, REDIS_URL is not set\n');

const ann = { user_id: '1', user_info: { name: 'Ann' } };
const bo = { user_id: '2', user_info: { name: 'Bo' } };
const CHANNEL = 'presence-rfq.1';

let redis: Redis | undefined;
const opened: PresenceStore[] = [];
let prefix = '';

beforeAll(() => {
  if (redisUrl) redis = new Redis(redisUrl);
});
beforeEach(() => {
  // A fresh prefix per test: no test sees another's channels or processes.
  prefix = `test-${randomBytes(6).toString('hex')}:`;
});
afterEach(async () => {
  for (const store of opened.splice(0)) await store.close();
});
afterAll(() => redis?.quit());

async function redisStore(processTtlMs?: number): Promise<RedisPresenceStore> {
  if (!redis) throw new Error('REDIS_URL is not set');
  const store = await redisPresenceStore(redis, prefix, { processTtlMs });
  opened.push(store);
  return store;
}

const kinds: [string, () => Promise<[PresenceStore, PresenceStore]>][] = [
  [
    'in memory (one process)',
    async () => {
      const store = memoryPresenceStore();
      return [store, store];
    },
  ],
];
if (redisUrl) kinds.push(['in Redis (two processes)', async () => [await redisStore(), await redisStore()]]);

describe.each(kinds)('presence membership %s', (_kind, open) => {
  test('the first socket of a user is announced, and the members are everyone on the channel', async () => {
    const [here, there] = await open();
    expect(await here.join(CHANNEL, '1.1', ann)).toEqual({
      first: true,
      members: new Map([['1', { name: 'Ann' }]]),
      departed: [],
    });
    const joined = await there.join(CHANNEL, '2.1', bo);
    expect(joined.first).toBe(true);
    expect(joined.members).toEqual(
      new Map([
        ['1', { name: 'Ann' }],
        ['2', { name: 'Bo' }],
      ]),
    );
  });

  test('a user with two sockets is one member: only the first joins and only the last leaves', async () => {
    const [here, there] = await open();
    await there.join(CHANNEL, '9.9', bo);
    expect((await here.join(CHANNEL, '1.1', ann)).first).toBe(true);
    const second = await there.join(CHANNEL, '2.2', ann);
    expect(second.first).toBe(false);
    expect([...second.members.keys()]).toEqual(expect.arrayContaining(['1', '2']));
    expect(second.members.size).toBe(2);
    expect(await here.leave(CHANNEL, '1.1', '1')).toEqual({ last: false, departed: [] });
    expect(await there.leave(CHANNEL, '2.2', '1')).toEqual({ last: true, departed: [] });
    const rejoined = await here.join(CHANNEL, '3.3', ann);
    expect(rejoined.first).toBe(true);
  });

  test('leaving twice, or a socket that never joined, announces nothing', async () => {
    const [here] = await open();
    await here.join(CHANNEL, '1.1', ann);
    expect((await here.leave(CHANNEL, '1.1', '1')).last).toBe(true);
    expect((await here.leave(CHANNEL, '1.1', '1')).last).toBe(false);
    expect((await here.leave(CHANNEL, '5.5', '5')).last).toBe(false);
  });

  test('joining again on the same socket is not a new member', async () => {
    const [here] = await open();
    await here.join(CHANNEL, '1.1', ann);
    expect((await here.join(CHANNEL, '1.1', ann)).first).toBe(false);
  });

  test('channels are separate', async () => {
    const [here, there] = await open();
    await here.join(CHANNEL, '1.1', ann);
    const other = await there.join('presence-rfq.2', '2.1', ann);
    expect(other.first).toBe(true);
    expect([...other.members.keys()]).toEqual(['1']);
  });
});

(redisUrl ? describe : describe.skip)('presence in Redis across processes', () => {
  test('a process that closes takes its members with it', async () => {
    const a = await redisStore();
    const b = await redisStore();
    await b.join(CHANNEL, '2.1', bo);
    await b.close();
    const joined = await a.join(CHANNEL, '1.1', ann);
    expect([...joined.members.keys()]).toEqual(['1']);
    expect(joined.departed).toEqual([]);
  });

  test('the members of a process whose heartbeat ran out are pruned when read, and reported gone once', async () => {
    const a = await redisStore();
    const b = await redisStore();
    await b.join(CHANNEL, '2.1', bo);
    await b.join(CHANNEL, '2.2', ann);
    await a.join(CHANNEL, '1.1', ann);
    // B dies without a word: its heartbeat key expires (deleted here rather than waited for).
    await redis!.del(`${prefix}presence:process:${b.processId}`);
    const read = await a.join(CHANNEL, '1.2', { user_id: '3' });
    // Ann is still here on A's socket; Bo was only on B.
    expect(read.departed).toEqual(['2']);
    expect([...read.members.keys()].sort()).toEqual(['1', '3']);
    expect((await a.leave(CHANNEL, '1.2', '3')).departed).toEqual([]);
  });

  test('a process whose heartbeat lapsed while it lived puts its members back', async () => {
    const a = await redisStore(300);
    await a.join(CHANNEL, '1.1', ann);
    // As another process would after a Redis outage longer than the TTL: the heartbeat gone, the entries pruned.
    await redis!.del(`${prefix}presence:process:${a.processId}`, `${prefix}presence:channel:${CHANNEL}`);
    await new Promise((resolve) => setTimeout(resolve, 250));
    expect(await redis!.hlen(`${prefix}presence:channel:${CHANNEL}`)).toBe(1);
    expect(await redis!.exists(`${prefix}presence:process:${a.processId}`)).toBe(1);
  });

  test('two sockets of one user joining on two processes at once: exactly one is first', async () => {
    const a = await redisStore();
    const b = await redisStore();
    for (let round = 0; round < 20; round += 1) {
      const channel = `presence-race.${round}`;
      const results = await Promise.all([a.join(channel, '1.1', ann), b.join(channel, '2.2', ann)]);
      expect(results.filter((r) => r.first)).toHaveLength(1);
      const left = await Promise.all([a.leave(channel, '1.1', '1'), b.leave(channel, '2.2', '1')]);
      expect(left.filter((r) => r.last)).toHaveLength(1);
    }
  });
});

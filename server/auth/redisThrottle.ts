// The sign-in throttles of throttle.ts in Redis: one sorted set of hit times per key. A Lua script checks every
// limit and counts the attempt in one atomic step, so parallel attempts on any number of instances cannot all slip
// through, and a refused attempt is never counted (waiting out a lock-out ends it). Times are Redis's clock.
import { randomUUID } from 'node:crypto';
import type { Redis } from 'ioredis';
import type { Limit, ThrottleStore } from './throttle';

// KEYS: one sorted set per limit. ARGV: the attempt's member, then max and window (ms) per key.
// Answers 0 when counted, else the milliseconds until the max-th most recent hit of some key leaves its window.
const ATTEMPT_SCRIPT = `
local time = redis.call('TIME')
local now = tonumber(time[1]) * 1000 + math.floor(tonumber(time[2]) / 1000)
local wait = 0
for i, key in ipairs(KEYS) do
  local max = tonumber(ARGV[i * 2])
  local window = tonumber(ARGV[i * 2 + 1])
  redis.call('ZREMRANGEBYSCORE', key, '-inf', now - window)
  local blocking = redis.call('ZREVRANGE', key, max - 1, max - 1, 'WITHSCORES')
  if blocking[2] then
    local left = tonumber(blocking[2]) + window - now
    if left > wait then wait = left end
  end
end
if wait > 0 then return wait end
for i, key in ipairs(KEYS) do
  redis.call('ZADD', key, now, ARGV[1])
  redis.call('PEXPIRE', key, tonumber(ARGV[i * 2 + 1]))
end
return 0
`;

export function redisThrottle(redis: Redis, prefix: string): ThrottleStore {
  const keyOf = (key: string) => `${prefix}throttle:${key}`;
  return {
    async attempt(limits: Limit[]) {
      const member = randomUUID();
      const keys = limits.map((l) => keyOf(l.key));
      const args = limits.flatMap((l) => [String(l.max), String(l.windowMs)]);
      const waitMs = Number(await redis.eval(ATTEMPT_SCRIPT, keys.length, ...keys, member, ...args));
      return {
        retryAfter: waitMs > 0 ? Math.max(1, Math.ceil(waitMs / 1000)) : 0,
        async refund() {
          if (waitMs > 0) return;
          await Promise.all(keys.map((key) => redis.zrem(key, member)));
        },
      };
    },
    async clear(key) {
      await redis.del(keyOf(key));
    },
  };
}

// Who is on each presence channel, per socket: in this process's memory (one process), or in Redis (several), behind
// one small interface. A user with several sockets is one member: `join` says whether the socket was the user's
// first on the channel and `leave` whether it was the last, counted over every process, so the broker announces
// member_added and member_removed once per user. In Redis a channel is a hash of `processId:socketId -> member`
// and each process keeps a heartbeat key alive; entries of a process whose heartbeat ran out (it died without
// cleaning up) are pruned whenever the channel is read, and the users who left with them are reported once.
import { randomBytes } from 'node:crypto';
import type { Redis } from 'ioredis';

/** A member as channel_data names it: the user's id (a string on the wire) and what others may see of them. */
export type PresenceMember = { user_id: string; user_info?: unknown };
/** The channel's members by user id, one entry per user however many sockets they have. */
export type PresenceMembers = Map<string, unknown>;

export type JoinResult = {
  /** The socket is its user's first on the channel: the others are told member_added. */
  first: boolean;
  /** Everyone on the channel after the join, the joining user included. */
  members: PresenceMembers;
  /** Users who disappeared with a dead process's entries, pruned by this call: to be told member_removed. */
  departed: string[];
};

export type LeaveResult = { last: boolean; departed: string[] };

export interface PresenceStore {
  join(channel: string, socketId: string, member: PresenceMember): Promise<JoinResult>;
  leave(channel: string, socketId: string, userId: string): Promise<LeaveResult>;
  /** Forgets this process's entries (it is shutting down). */
  close(): Promise<void>;
}

function membersOf(entries: Iterable<PresenceMember>): PresenceMembers {
  const members: PresenceMembers = new Map();
  for (const { user_id: id, user_info: info } of entries) if (!members.has(id)) members.set(id, info);
  return members;
}

/** One process: the sockets of each channel in a map. */
export function memoryPresenceStore(): PresenceStore {
  const channels = new Map<string, Map<string, PresenceMember>>();
  return {
    async join(channel, socketId, member) {
      let sockets = channels.get(channel);
      if (!sockets) channels.set(channel, (sockets = new Map()));
      const isNew = !sockets.has(socketId);
      sockets.set(socketId, member);
      const sameUser = [...sockets.values()].filter((m) => m.user_id === member.user_id).length;
      return { first: isNew && sameUser === 1, members: membersOf(sockets.values()), departed: [] };
    },
    async leave(channel, socketId, userId) {
      const sockets = channels.get(channel);
      if (!sockets?.delete(socketId)) return { last: false, departed: [] };
      if (sockets.size === 0) channels.delete(channel);
      const last = ![...sockets.values()].some((m) => m.user_id === userId);
      return { last, departed: [] };
    },
    async close() {
      channels.clear();
    },
  };
}

/** How long a process's entries outlive its last heartbeat. */
export const PROCESS_TTL_MS = 30_000;
// A channel's hash is dropped if nobody joins it for this long (every process that used it died).
const CHANNEL_TTL_MS = 24 * 3600 * 1000;

// One atomic step per join or leave: the change, then the channel's entries with those of dead processes pruned.
// Atomic, so of two sockets of one user joining (or leaving) on two processes at once exactly one is first (last).
// The heartbeat keys are read by name inside the script: fine on one Redis (not on Redis Cluster, where a
// channel's keys would need one hash slot).
const PRESENCE_SCRIPT = `
local op, field, member, beatPrefix, ttl = ARGV[1], ARGV[2], ARGV[3], ARGV[4], ARGV[5]
local changed = 0
if op == 'join' then
  changed = redis.call('HSET', KEYS[1], field, member)
  redis.call('PEXPIRE', KEYS[1], ttl)
elseif op == 'leave' then
  changed = redis.call('HDEL', KEYS[1], field)
end
local entries = redis.call('HGETALL', KEYS[1])
local alive, live, pruned = {}, {}, {}
for i = 1, #entries, 2 do
  local process = string.match(entries[i], '^([^:]*):')
  if alive[process] == nil then alive[process] = redis.call('EXISTS', beatPrefix .. process) == 1 end
  if alive[process] then
    live[#live + 1] = entries[i + 1]
  else
    redis.call('HDEL', KEYS[1], entries[i])
    pruned[#pruned + 1] = entries[i + 1]
  end
end
return {changed, live, pruned}`;

function parseMember(json: string): PresenceMember | null {
  try {
    const value = JSON.parse(json) as Partial<PresenceMember>;
    return typeof value.user_id === 'string' ? { user_id: value.user_id, user_info: value.user_info } : null;
  } catch {
    return null;
  }
}

const parseMembers = (jsons: string[]) => jsons.map(parseMember).filter((m): m is PresenceMember => m !== null);

export type RedisPresenceOptions = {
  /** Names this process's entries; random unless a test picks it. */
  processId?: string;
  processTtlMs?: number;
  onError?: (error: Error) => void;
};

export type RedisPresenceStore = PresenceStore & { readonly processId: string };

/** Several processes on one Redis; resolves once this process's heartbeat is in place. */
export async function redisPresenceStore(
  redis: Redis,
  prefix: string,
  opts: RedisPresenceOptions = {},
): Promise<RedisPresenceStore> {
  const processId = opts.processId ?? randomBytes(8).toString('hex');
  const ttl = opts.processTtlMs ?? PROCESS_TTL_MS;
  const beatPrefix = `${prefix}presence:process:`;
  const beatKey = beatPrefix + processId;
  const channelKey = (channel: string) => `${prefix}presence:channel:${channel}`;
  const field = (socketId: string) => `${processId}:${socketId}`;
  // This process's own entries, to put back should its heartbeat have lapsed (Redis away longer than the TTL).
  const mine = new Map<string, Map<string, string>>();

  async function run(op: 'join' | 'leave', channel: string, socketId: string, member = '') {
    const [changed, live, pruned] = (await redis.eval(
      PRESENCE_SCRIPT,
      1,
      channelKey(channel),
      op,
      field(socketId),
      member,
      beatPrefix,
      String(CHANNEL_TTL_MS),
    )) as [number, string[], string[]];
    const members = parseMembers(live);
    const remaining = new Set(members.map((m) => m.user_id));
    const departed = [...new Set(parseMembers(pruned).map((m) => m.user_id))].filter((id) => !remaining.has(id));
    return { changed: changed === 1, members, departed };
  }

  async function beat() {
    // PEXPIRE answers 0 when the key is gone: others may have pruned our entries meanwhile, so they go back.
    if ((await redis.pexpire(beatKey, ttl)) === 1) return;
    await redis.set(beatKey, '1', 'PX', ttl);
    for (const [channel, entries] of mine) {
      if (entries.size > 0) await redis.hset(channelKey(channel), Object.fromEntries(entries));
    }
  }

  await redis.set(beatKey, '1', 'PX', ttl);
  const timer = setInterval(() => {
    beat().catch((error: Error) => opts.onError?.(error));
  }, ttl / 3);
  timer.unref();

  return {
    processId,

    async join(channel, socketId, member) {
      const json = JSON.stringify(member);
      let entries = mine.get(channel);
      if (!entries) mine.set(channel, (entries = new Map()));
      entries.set(field(socketId), json);
      const { changed, members, departed } = await run('join', channel, socketId, json);
      const sameUser = members.filter((m) => m.user_id === member.user_id).length;
      return { first: changed && sameUser === 1, members: membersOf(members), departed };
    },

    async leave(channel, socketId, userId) {
      const entries = mine.get(channel);
      entries?.delete(field(socketId));
      if (entries?.size === 0) mine.delete(channel);
      const { changed, members, departed } = await run('leave', channel, socketId);
      return { last: changed && !members.some((m) => m.user_id === userId), departed };
    },

    async close() {
      clearInterval(timer);
      const pipeline = redis.multi();
      for (const [channel, entries] of mine) pipeline.hdel(channelKey(channel), ...entries.keys());
      pipeline.del(beatKey);
      mine.clear();
      await pipeline.exec();
    },
  };
}

// Password hashing with Node's scrypt: memory-hard, no native build step. Each hash carries its parameters
// (`scrypt$N$r$p$salt$key`), so hashes made at an older cost still verify and can be upgraded on sign-in.
import { randomBytes, scrypt as scryptCb, timingSafeEqual } from 'node:crypto';
import { promisify } from 'node:util';
import { loadConfig, type Config } from '../config';

export type ScryptCost = Config['passwordHashCost'];

const scrypt = promisify(scryptCb) as (pw: string, salt: Buffer, len: number, opts: object) => Promise<Buffer>;
const KEY_LENGTH = 64;
const SALT_LENGTH = 16;

/**
 * Callers without the app's config (the seed, the request form) hash at the cost the environment configures,
 * which is what the app itself was started with.
 */
let environmentCost: ScryptCost | null = null;
const defaultCost = () => (environmentCost ??= loadConfig().passwordHashCost);

// scrypt needs 128·N·r bytes; Node refuses anything over 32 MB unless maxmem says otherwise. Twice that is room.
const options = ({ N, r, p }: ScryptCost) => ({ N, r, p, maxmem: 2 * 128 * N * r });

export async function hashPassword(password: string, cost: ScryptCost = defaultCost()): Promise<string> {
  const salt = randomBytes(SALT_LENGTH);
  const key = await scrypt(password, salt, KEY_LENGTH, options(cost));
  return `scrypt$${cost.N}$${cost.r}$${cost.p}$${salt.toString('base64')}$${key.toString('base64')}`;
}

function parse(stored: string): { cost: ScryptCost; salt: Buffer; key: Buffer } | null {
  const [scheme, n, r, p, salt, key] = stored.split('$');
  const cost = { N: Number(n), r: Number(r), p: Number(p) };
  if (scheme !== 'scrypt' || !salt || !key || !Object.values(cost).every(Number.isInteger)) return null;
  return { cost, salt: Buffer.from(salt, 'base64'), key: Buffer.from(key, 'base64') };
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const parsed = parse(stored);
  if (!parsed) return false;
  const actual = await scrypt(password, parsed.salt, parsed.key.length, options(parsed.cost));
  return timingSafeEqual(actual, parsed.key);
}

/**
 * Whether a stored hash was made at other parameters than the configured ones: at sign-in it is made again at
 * today's, so a change of cost (up, or along OWASP's floor to another N and p) reaches every active account.
 */
export function needsRehash(stored: string, cost: ScryptCost): boolean {
  const parsed = parse(stored);
  if (!parsed) return true;
  return parsed.cost.N !== cost.N || parsed.cost.r !== cost.r || parsed.cost.p !== cost.p;
}

/** A well-formed hash of nothing anyone can type, at the given cost: unknown e-mails verify against it. */
export function unmatchableHash(cost: ScryptCost): string {
  const zeros = (bytes: number) => Buffer.alloc(bytes).toString('base64');
  return `scrypt$${cost.N}$${cost.r}$${cost.p}$${zeros(SALT_LENGTH)}$${zeros(KEY_LENGTH)}`;
}

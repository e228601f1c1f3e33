// Small pure parsers of environment variables for loadConfig (server/config.ts): each reads one variable, returns its
// value or the default when it is unset or empty, and records a problem naming the variable, the value and what is
// allowed when the value is wrong, so a start is refused with every problem at once rather than one per attempt.
import net from 'node:net';

type Env = Record<string, string | undefined>;

/** A configuration that must not run: every problem found, one line each. */
export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(['The configuration is refused; fix these variables:', ...problems.map((p) => `  - ${p}`)].join('\n'));
    this.name = 'ConfigError';
  }
}

/** A URL as it may be printed: the password replaced, since start-up errors end up in logs. */
export function withoutPassword(value: string): string {
  try {
    const url = new URL(value);
    if (url.password === '') return value;
    url.password = '***';
    return url.toString();
  } catch {
    // Not a URL: whatever follows a colon before an @ may be a password.
    return value.replace(/:[^:@/]*@/, ':***@');
  }
}

/** proxy-addr's names for address ranges, accepted in TRUSTED_PROXIES beside addresses and CIDRs. */
const PROXY_RANGE_NAMES = ['loopback', 'linklocal', 'uniquelocal'];

function isProxyAddress(entry: string): boolean {
  if (PROXY_RANGE_NAMES.includes(entry)) return true;
  const [address, prefix, ...rest] = entry.split('/');
  const family = net.isIP(address);
  if (family === 0 || rest.length > 0) return false;
  if (prefix === undefined) return true;
  if (!/^\d{1,3}$/.test(prefix)) return false;
  return Number(prefix) <= (family === 4 ? 32 : 128);
}

export function envReader(env: Env) {
  const problems: string[] = [];
  /** The raw value, undefined when unset or empty (an empty variable means its default, as before). */
  const raw = (name: string) => {
    const value = env[name];
    return value === undefined || value.trim() === '' ? undefined : value;
  };
  const refuse = (name: string, value: string, allowed: string) => {
    problems.push(`${name}=${JSON.stringify(withoutPassword(value))} is not allowed: ${allowed}.`);
  };

  return {
    problems,
    refuse,
    /** Any text; the default when unset or empty. */
    text<T extends string | null>(name: string, fallback: T): string | T {
      return raw(name) ?? fallback;
    },
    /** A whole number within [min, max]: `2h`, `1e3`, `-5` where 1 is the least, and `99999` for a port are refused. */
    integer(name: string, fallback: number, { min, max = Number.MAX_SAFE_INTEGER }: { min: number; max?: number }) {
      const value = raw(name);
      if (value === undefined) return fallback;
      const n = /^\s*-?\d+\s*$/.test(value) ? Number(value) : NaN;
      if (Number.isSafeInteger(n) && n >= min && n <= max) return n;
      const range = max === Number.MAX_SAFE_INTEGER ? `${min} or more` : `from ${min} to ${max}`;
      refuse(name, value, `a whole number ${range}`);
      return fallback;
    },
    /** A decimal number within [min, max]. */
    decimal(name: string, fallback: number, { min, max }: { min: number; max: number }) {
      const value = raw(name);
      if (value === undefined) return fallback;
      const n = /^\s*\d+(\.\d+)?\s*$/.test(value) ? Number(value) : NaN;
      if (n >= min && n <= max) return n;
      refuse(name, value, `a number from ${min} to ${max}, e.g. 0.25`);
      return fallback;
    },
    /** One of a fixed set of words, exactly as listed. */
    oneOf<const T extends string>(name: string, allowed: readonly T[], fallback: T): T {
      const value = raw(name);
      if (value === undefined) return fallback;
      const known = allowed.find((word) => word === value.trim());
      if (known !== undefined) return known;
      refuse(name, value, `one of ${allowed.join(', ')}`);
      return fallback;
    },
    /** An absolute URL of one of the protocols (`postgres:`); null when unset. */
    url(name: string, protocols: readonly string[]): string | null {
      const value = raw(name);
      if (value === undefined) return null;
      let protocol = '';
      try {
        protocol = new URL(value.trim()).protocol;
      } catch {
        // refused below
      }
      if (protocols.includes(protocol)) return value.trim();
      refuse(name, value, `a URL beginning ${protocols.map((p) => `${p}//`).join(' or ')}`);
      return null;
    },
    /** Comma-separated proxy addresses: IPs, CIDRs, or proxy-addr's `loopback`, `linklocal`, `uniquelocal`. */
    proxies(name: string): string[] {
      const entries = (raw(name) ?? '')
        .split(',')
        .map((entry) => entry.trim())
        .filter(Boolean);
      const wrong = entries.filter((entry) => !isProxyAddress(entry));
      if (wrong.length > 0) {
        refuse(name, wrong.join(','), `IP addresses or CIDRs (10.0.0.0/8), or ${PROXY_RANGE_NAMES.join(', ')}`);
      }
      return entries.filter(isProxyAddress);
    },
  };
}

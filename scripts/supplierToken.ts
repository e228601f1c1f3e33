// `npx tsx scripts/supplierToken.ts <slug> [--revoke]`: issues a new supplier-API token for a lender and prints it
// once (issuing again retires the previous one), or revokes it. It asks the running app (APP_URL) through the admin
// API with an admin's credentials (ADMIN_EMAIL, ADMIN_PASSWORD): the app holds the embedded database, which no
// second process may open.

type Credentials = { email: string; password: string };

/** A tiny cookie-keeping client of the app, signing in as an admin like the SPA does (CSRF cookie echoed). */
async function adminSession(appUrl: string, credentials: Credentials) {
  const cookies = new Map<string, string>();
  const call = async (method: string, pathname: string, body?: object) => {
    const headers: Record<string, string> = { accept: 'application/json' };
    if (body) headers['content-type'] = 'application/json';
    const xsrf = cookies.get('XSRF-TOKEN');
    if (xsrf) headers['x-xsrf-token'] = decodeURIComponent(xsrf);
    if (cookies.size) headers.cookie = [...cookies].map(([k, v]) => `${k}=${v}`).join('; ');
    const res = await fetch(new URL(pathname, appUrl), { method, headers, body: body && JSON.stringify(body) });
    for (const line of res.headers.getSetCookie()) {
      const [pair] = line.split(';');
      const at = pair.indexOf('=');
      cookies.set(pair.slice(0, at), pair.slice(at + 1));
    }
    return res;
  };
  await call('GET', '/sanctum/csrf-cookie');
  const login = await call('POST', '/login', credentials);
  if (!login.ok) throw new Error(`signing in as ${credentials.email} failed (${login.status})`);
  return call;
}

/** Issues (or with `revoke`, revokes) the lender's token on the running app; the token, or null after a revoke. */
export async function supplierTokenThroughApi(
  appUrl: string,
  credentials: Credentials,
  slug: string,
  revoke = false,
): Promise<string | null> {
  const call = await adminSession(appUrl, credentials);
  const res = await call(revoke ? 'DELETE' : 'POST', `/api/admin/suppliers/${encodeURIComponent(slug)}/token`);
  if (res.status === 404) throw new Error(`no lender with the slug "${slug}"`);
  if (!res.ok) throw new Error(`the app answered ${res.status}: ${await res.text()}`);
  return revoke ? null : ((await res.json()) as { token: string }).token;
}

async function main() {
  const [slug, flag] = process.argv.slice(2);
  const { APP_URL, ADMIN_EMAIL, ADMIN_PASSWORD, PORT } = process.env;
  if (!slug || (flag && flag !== '--revoke') || !ADMIN_EMAIL || !ADMIN_PASSWORD) {
    process.stderr.write(
      'Usage: ADMIN_EMAIL=… ADMIN_PASSWORD=… [APP_URL=http://localhost:3000] ' +
        'npx tsx scripts/supplierToken.ts <lender-slug> [--revoke]\n',
    );
    process.exit(2);
  }
  const appUrl = APP_URL || `http://localhost:${PORT || 3000}`;
  const token = await supplierTokenThroughApi(
    appUrl,
    { email: ADMIN_EMAIL, password: ADMIN_PASSWORD },
    slug,
    flag === '--revoke',
  );
  process.stdout.write(token ? `${token}\n` : `Revoked the token of ${slug}.\n`);
}

if (require.main === module) {
  main().catch((error: unknown) => {
    process.stderr.write(`Could not change the token: ${error instanceof Error ? error.message : String(error)}\n`);
    process.exit(1);
  });
}

// A signed-in HTTP session for benches that drive a running server: cookies kept, the CSRF token echoed.
export type Cookies = Map<string, string>;

export function keepCookies(cookies: Cookies, response: Response): void {
  for (const line of response.headers.getSetCookie()) {
    const [pair] = line.split(';');
    const at = pair.indexOf('=');
    cookies.set(pair.slice(0, at), pair.slice(at + 1));
  }
}

export const cookieHeader = (cookies: Cookies) => [...cookies].map(([k, v]) => `${k}=${v}`).join('; ');

export function jsonHeaders(cookies: Cookies): Record<string, string> {
  return {
    'content-type': 'application/json',
    accept: 'application/json',
    cookie: cookieHeader(cookies),
    'x-xsrf-token': decodeURIComponent(cookies.get('XSRF-TOKEN') ?? ''),
  };
}

/** Signs in like the SPA does (CSRF cookie first); the cookies then carry the session. */
export async function signIn(
  base: string,
  email: string,
  password = 'demo-hest-batteri',
): Promise<{ cookies: Cookies; userId: number }> {
  const cookies: Cookies = new Map();
  keepCookies(cookies, await fetch(`${base}/sanctum/csrf-cookie`));
  const login = await fetch(`${base}/login`, {
    method: 'POST',
    headers: jsonHeaders(cookies),
    body: JSON.stringify({ email, password }),
  });
  if (login.status !== 200) throw new Error(`sign-in failed: ${login.status}`);
  keepCookies(cookies, login);
  const { user } = (await login.json()) as { user: { id: number } };
  return { cookies, userId: user.id };
}

// A browser for the MitID round trip in jest: the app through inject (BrowserSession), the local test identity
// provider over HTTP with its own cookie jar, and a token endpoint whose answer a test may forge (re-signed with the
// provider's key) to prove each check of the ID token.
import { randomBytes, sign, type KeyObject } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../../server/app';
import { testConfig, type Config } from '../../../server/config';
import { TEST_PROVIDER_CLIENT } from '../../../server/mitid/mitidSettings';
import { LOA, startTestIdentityProvider, type TestIdentityProvider } from '../../../server/mitid/testIdentityProvider';
import type { Database } from '../../../server/db/client';
import { BrowserSession } from '../../support/browserSession';
import { openTestDatabase } from '../../support/databaseTemplates';
import { makeFakeSpa } from '../../support/testApp';

export const REDIRECT_URI = 'http://localhost/auth/mitid/callback';

type Claims = Record<string, unknown>;
export type Harness = {
  app: FastifyInstance;
  database: Database;
  idp: TestIdentityProvider;
  logs: string[];
  /** Set by a test: rewrites the ID token's claims before the relying party sees them. */
  tamper: { claims: ((claims: Claims) => Claims) | null };
  close(): Promise<void>;
};

const b64 = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');

export function resign(idToken: string, key: KeyObject, kid: string, change: (claims: Claims) => Claims): string {
  const [, payload] = idToken.split('.');
  const claims = change(JSON.parse(Buffer.from(payload, 'base64url').toString()) as Claims);
  const head = `${b64({ alg: 'RS256', kid, typ: 'JWT' })}.${b64(claims)}`;
  return `${head}.${sign('sha256', Buffer.from(head), key).toString('base64url')}`;
}

export async function startHarness(
  overrides: { mitid?: Partial<NonNullable<Config['mitid']>>; config?: Partial<Config> } = {},
): Promise<Harness> {
  const idp = await startTestIdentityProvider({
    port: 0,
    clientId: TEST_PROVIDER_CLIENT.clientId,
    clientSecret: TEST_PROVIDER_CLIENT.clientSecret,
    redirectUris: [REDIRECT_URI],
    postLogoutRedirectUris: ['http://localhost/'],
  });
  const tamper: Harness['tamper'] = { claims: null };
  const forging: typeof fetch = async (input, init) => {
    const response = await fetch(input, init);
    const url = String(input instanceof Request ? input.url : input);
    if (!tamper.claims || !url.endsWith('/token') || !response.ok) return response;
    const body = (await response.json()) as { id_token: string };
    body.id_token = resign(body.id_token, idp.signingKey, idp.signingKid, tamper.claims);
    return new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } });
  };
  const logs: string[] = [];
  const spaDir = makeFakeSpa();
  const config = testConfig({
    spaDir,
    logLevel: 'info',
    appUrl: 'http://localhost',
    ...overrides.config,
    mitid: {
      issuer: idp.issuer,
      clientId: TEST_PROVIDER_CLIENT.clientId,
      clientSecret: TEST_PROVIDER_CLIENT.clientSecret,
      clientAuth: 'client_secret_basic',
      redirectUri: REDIRECT_URI,
      acrValues: LOA.substantial,
      timeoutMs: 2000,
      testProvider: null,
      ...overrides.mitid,
    },
  });
  const database = await openTestDatabase(config, {
    kind: 'seeded',
    throwawayDatabase: `test_mitid_${process.pid}_${randomBytes(4).toString('hex')}`,
  });
  const app = await buildApp({
    config,
    database,
    logStream: { write: (line) => logs.push(line) },
    mitid: { fetch: forging as never },
  });
  await app.ready();
  return {
    app,
    database,
    idp,
    logs,
    tamper,
    close: async () => {
      await app.close();
      await database.close();
      await idp.close();
    },
  };
}

/** The provider's side of the round trip, as a browser would walk it, with its own cookies. */
export class BrokerBrowser {
  private jar = new Map<string, string>();

  async go(url: string, init: { method?: string; body?: string } = {}): Promise<Response> {
    const response = await fetch(url, {
      method: init.method ?? 'GET',
      body: init.body,
      redirect: 'manual',
      headers: {
        cookie: [...this.jar].map(([k, v]) => `${k}=${v}`).join('; '),
        ...(init.body ? { 'content-type': 'application/x-www-form-urlencoded' } : {}),
      },
    });
    for (const line of response.headers.getSetCookie()) {
      const [pair] = line.split(';');
      const at = pair.indexOf('=');
      this.jar.set(pair.slice(0, at), pair.slice(at + 1));
    }
    return response;
  }

  /**
   * From the broker's authorization URL to the redirect back: picks the person (or cancels) on the provider's page
   * and returns the callback's path and query on the app.
   */
  async choose(authorizationUrl: string, choice: { person: string } | 'cancel'): Promise<string> {
    let response = await this.go(authorizationUrl);
    const page = await this.go(new URL(response.headers.get('location')!, authorizationUrl).href);
    const html = await page.text();
    const action =
      choice === 'cancel' ? /action="([^"]+\/abort)"/.exec(html)![1] : /action="([^"]+\/login)"/.exec(html)![1];
    response = await this.go(new URL(action, authorizationUrl).href, {
      method: 'POST',
      body: choice === 'cancel' ? '' : `person=${choice.person}`,
    });
    response = await this.go(new URL(response.headers.get('location')!, authorizationUrl).href);
    const back = new URL(response.headers.get('location')!);
    return `${back.pathname}${back.search}`;
  }
}

/** The whole round trip from the app's start route; the outcome the app sends the browser back with. */
export async function roundTrip(
  session: BrowserSession,
  choice: { person: string } | 'cancel',
  start = '/auth/mitid/start?intent=login&returnTo=/login',
): Promise<{ callback: string; location: string; outcome: string | null }> {
  const started = await session.get(start);
  expect(started.statusCode).toBe(303);
  const callback = await new BrokerBrowser().choose(started.headers.location as string, choice);
  const back = await session.get(callback);
  expect(back.statusCode).toBe(303);
  const location = back.headers.location as string;
  return { callback, location, outcome: new URL(location, 'http://x').searchParams.get('mitid') };
}

/** A port on which nothing answers (the broker is down) and a server that never answers (the broker is slow). */
export async function deadAndSlowBrokers(): Promise<{ down: string; slow: string; close(): Promise<void> }> {
  const probe = http.createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const downPort = (probe.address() as AddressInfo).port;
  await new Promise<void>((resolve) => probe.close(() => resolve()));
  const slow = http.createServer(() => {
    // never answers
  });
  await new Promise<void>((resolve) => slow.listen(0, '127.0.0.1', resolve));
  return {
    down: `http://localhost:${downPort}`,
    slow: `http://localhost:${(slow.address() as AddressInfo).port}`,
    close: () =>
      new Promise<void>((resolve) => {
        slow.closeAllConnections();
        slow.close(() => resolve());
      }),
  };
}

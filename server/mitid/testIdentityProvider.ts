// A local OpenID Connect provider standing in for a MitID broker (issue 46), built on oidc-provider: the demo, the
// browser tests and jest run the whole MitID flow without the internet, and a developer sees the screens a customer
// sees with this page in the broker's place. Never in production: configProblems refuses MITID_TEST_PROVIDER there.
import { generateKeyPairSync, randomBytes } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { KeyObject } from 'node:crypto';

export const LOA = {
  low: 'https://data.gov.dk/concept/core/nsis/loa/Low',
  substantial: 'https://data.gov.dk/concept/core/nsis/loa/Substantial',
  high: 'https://data.gov.dk/concept/core/nsis/loa/High',
} as const;

/**
 * The test persons. Each carries a made-up CPR number, sent as `dk.cpr` as some brokers do, so a test can prove the
 * product never keeps it; one is under 18 (refused), one signs in at a lower level of assurance than asked.
 */
export const TEST_PERSONS = [
  { sub: 'mitid-test-mette', name: 'Mette Hansen', birthdate: '1985-04-12', cpr: '1204859994', loa: LOA.substantial },
  { sub: 'mitid-test-lars', name: 'Lars Nielsen', birthdate: '1972-11-03', cpr: '0311729995', loa: LOA.substantial },
  { sub: 'mitid-test-emma', name: 'Emma Jensen', birthdate: '2012-06-01', cpr: '0106129996', loa: LOA.substantial },
  { sub: 'mitid-test-soeren', name: 'Søren Madsen', birthdate: '1990-02-20', cpr: '2002909997', loa: LOA.low },
] as const;

export type TestIdentityProvider = {
  issuer: string;
  /** The key the provider signs ID tokens with: tests forge tokens with it (another audience, expired). */
  signingKey: KeyObject;
  signingKid: string;
  close(): Promise<void>;
};

type Options = {
  port: number;
  host?: string;
  clientId: string;
  clientSecret: string;
  redirectUris: string[];
  postLogoutRedirectUris: string[];
};

const escapeHtml = (value: string) =>
  value.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

function page(title: string, body: string): string {
  return `<!doctype html><html lang="da"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${title}</title>
<style>body{font-family:system-ui,sans-serif;max-width:32rem;margin:2rem auto;padding:0 1rem;color:#1a1a1a}
h1{font-size:1.5rem}button{display:block;width:100%;margin:.5rem 0;padding:.75rem;font-size:1rem;border-radius:6px;border:1px solid #0a3d91;background:#0a3d91;color:#fff;cursor:pointer;text-align:left}
button.cancel{background:#fff;color:#0a3d91}p.note{color:#444;font-size:.9rem}</style></head><body><main>${body}</main></body></html>`;
}

async function formBody(request: http.IncomingMessage): Promise<URLSearchParams> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return new URLSearchParams(Buffer.concat(chunks).toString());
}

export async function startTestIdentityProvider(options: Options): Promise<TestIdentityProvider> {
  // Native import(): oidc-provider is ESM only (jest compiles it to CommonJS, tsx loads it natively).
  const { default: Provider } = await import('oidc-provider');
  const host = options.host ?? '127.0.0.1';
  const server = http.createServer();
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, host, () => resolve());
  });
  const issuer = `http://localhost:${(server.address() as AddressInfo).port}`;
  const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const signingKid = randomBytes(8).toString('hex');
  const jwk = { ...privateKey.export({ format: 'jwk' }), kid: signingKid, use: 'sig', alg: 'RS256' };

  const persons = new Map<string, (typeof TEST_PERSONS)[number]>(TEST_PERSONS.map((p) => [p.sub, p]));
  const provider = new Provider(issuer, {
    clients: [
      {
        client_id: options.clientId,
        client_secret: options.clientSecret,
        redirect_uris: options.redirectUris,
        post_logout_redirect_uris: options.postLogoutRedirectUris,
        response_types: ['code'],
        grant_types: ['authorization_code'],
        token_endpoint_auth_method: 'client_secret_basic',
      },
    ],
    jwks: { keys: [jwk] },
    cookies: { keys: [randomBytes(32).toString('hex')] },
    pkce: { required: () => true },
    acrValues: Object.values(LOA),
    claims: { openid: ['sub'], profile: ['name', 'birthdate', 'dk.cpr'] },
    // Name and birth date in the ID token, as MitID brokers send them.
    conformIdTokenClaims: false,
    findAccount: async (_ctx, sub) => {
      const person = persons.get(sub);
      if (!person) return undefined;
      return {
        accountId: sub,
        claims: async () => ({ sub, name: person.name, birthdate: person.birthdate, 'dk.cpr': person.cpr }),
      };
    },
    // No consent screen: the broker stands in for MitID, which asks none for the claims a service is allowed.
    loadExistingGrant: async (ctx) => {
      const { oidc } = ctx;
      const accountId = oidc.session?.accountId;
      if (!accountId || !oidc.client) return undefined;
      const grant = new oidc.provider.Grant({ accountId, clientId: oidc.client.clientId });
      grant.addOIDCScope('openid profile');
      grant.addOIDCClaims(['name', 'birthdate', 'dk.cpr']);
      await grant.save();
      return grant;
    },
    interactions: { url: (_ctx, interaction) => `/interaction/${interaction.uid}` },
    features: {
      devInteractions: { enabled: false },
      rpInitiatedLogout: {
        enabled: true,
        // Signing out of the shop ends this session without a second question.
        logoutSource: async (ctx: { body: unknown }, form: string) => {
          ctx.body = page(
            'Log ud',
            `<h1>Log ud af MitID (test)</h1>${form}<button form="op.logoutForm" name="logout" value="yes">Log ud</button>
<script>document.getElementById('op.logoutForm').submit()</script>`,
          );
        },
      },
    },
    ttl: { Session: 600, Interaction: 600, Grant: 600, AccessToken: 300, AuthorizationCode: 60, IdToken: 300 },
  });
  // Wrong requests are the relying party's to report; the provider's own console lines would only be noise.
  provider.on('server_error', () => {});
  const callback = provider.callback();

  server.on('request', (request, response) => {
    const url = new URL(request.url ?? '/', issuer);
    const match = /^\/interaction\/([\w-]+)(?:\/(login|abort))?$/.exec(url.pathname);
    if (!match) {
      callback(request, response);
      return;
    }
    void (async () => {
      try {
        const [, uid, action] = match;
        const details = await provider.interactionDetails(request, response);
        if (details.uid !== uid) throw new Error('interaction mismatch');
        if (request.method === 'GET' && !action) {
          const buttons = TEST_PERSONS.map(
            (p) =>
              `<button name="person" value="${p.sub}">${escapeHtml(p.name)} <small>(født ${p.birthdate})</small></button>`,
          ).join('');
          response.setHeader('Content-Type', 'text/html; charset=utf-8');
          response.end(
            page(
              'MitID (test)',
              `<h1>MitID – testudbyder</h1><p class="note">Vælg en testperson. Denne side står i stedet for MitID-brokeren og findes kun i demo og test.</p>
<form method="post" action="/interaction/${uid}/login">${buttons}</form>
<form method="post" action="/interaction/${uid}/abort"><button class="cancel">Afbryd</button></form>`,
            ),
          );
          return;
        }
        if (request.method === 'POST' && action === 'login') {
          const person = persons.get((await formBody(request)).get('person') ?? '');
          if (!person) throw new Error('unknown person');
          await provider.interactionFinished(
            request,
            response,
            { login: { accountId: person.sub, acr: person.loa, amr: ['mitid'] } },
            { mergeWithLastSubmission: false },
          );
          return;
        }
        if (request.method === 'POST' && action === 'abort') {
          await provider.interactionFinished(
            request,
            response,
            { error: 'access_denied', error_description: 'The person cancelled at MitID.' },
            { mergeWithLastSubmission: false },
          );
          return;
        }
        response.statusCode = 405;
        response.end();
      } catch {
        response.statusCode = 400;
        response.setHeader('Content-Type', 'text/html; charset=utf-8');
        response.end(page('MitID (test)', '<h1>Sessionen er udløbet</h1><p>Gå tilbage og prøv igen.</p>'));
      }
    })();
  });

  return {
    issuer,
    signingKey: privateKey,
    signingKid,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

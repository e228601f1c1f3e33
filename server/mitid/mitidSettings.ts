// The MITID_* variables (docs/operations.md, "MitID"): which OpenID Connect broker, this service's client there, the
// level of assurance asked for, and whether the local test identity provider stands in for the broker.
import type { envReader } from '../envSettings';
import { LOA } from './testIdentityProvider';

export type MitidConfig = {
  /** The broker's issuer; null while the local test provider has not started (it names the issuer then). */
  issuer: string | null;
  clientId: string;
  clientSecret: string;
  clientAuth: 'client_secret_basic' | 'client_secret_post';
  /** Where the broker sends the customer back: registered with the broker exactly like this. */
  redirectUri: string;
  /** Sent as acr_values; the ID token's acr must be at least this (server/mitid/assurance.ts). */
  acrValues: string;
  /** A broker that takes longer than this to answer a server-to-server call is reported as unavailable. */
  timeoutMs: number;
  /** The local test identity provider (server/mitid/testIdentityProvider.ts), started beside the server; null: off. */
  testProvider: { port: number } | null;
};

/** The test provider's client: public values, like the demo secrets, and refused in production with it. */
export const TEST_PROVIDER_CLIENT = {
  clientId: 'laanetorvet-demo',
  clientSecret: 'laanetorvet-demo-mitid-secret-not-for-production',
} as const;

export function readMitidSettings(
  read: ReturnType<typeof envReader>,
  { nodeEnv, port, appUrl }: { nodeEnv: 'development' | 'production' | 'test'; port: number; appUrl: string },
): MitidConfig | null {
  const issuer = read.url('MITID_ISSUER', ['https:', 'http:']);
  // The demo and the browser tests run it by default; jest starts its own (the tests choose their port).
  const testProviderOn =
    read.oneOf('MITID_TEST_PROVIDER', ['on', 'off'], issuer || nodeEnv !== 'development' ? 'off' : 'on') === 'on';
  if (!issuer && !testProviderOn) return null;
  const testPort = read.integer('MITID_TEST_PROVIDER_PORT', port === 0 ? 0 : port + 10, { min: 0, max: 65535 });
  const clientId = read.text('MITID_CLIENT_ID', testProviderOn ? TEST_PROVIDER_CLIENT.clientId : null);
  const clientSecret = read.text('MITID_CLIENT_SECRET', testProviderOn ? TEST_PROVIDER_CLIENT.clientSecret : null);
  if (clientId === null)
    read.refuse('MITID_CLIENT_ID', '', 'the client id the MitID broker gave this service (MITID_ISSUER is set)');
  if (clientSecret === null)
    read.refuse('MITID_CLIENT_SECRET', '', 'the client secret the MitID broker gave this service');
  return {
    issuer: testProviderOn ? null : issuer,
    clientId: clientId ?? '',
    clientSecret: clientSecret ?? '',
    clientAuth: read.oneOf('MITID_CLIENT_AUTH', ['client_secret_basic', 'client_secret_post'], 'client_secret_basic'),
    redirectUri: read.url('MITID_REDIRECT_URI', ['https:', 'http:']) ?? `${appUrl}/auth/mitid/callback`,
    acrValues: read.text('MITID_ACR_VALUES', LOA.substantial),
    timeoutMs: read.integer('MITID_TIMEOUT_MS', 5000, { min: 100, max: 60_000 }),
    testProvider: testProviderOn ? { port: testPort } : null,
  };
}

/** What production refuses: the test provider, its public secret, a redirect URI off https. */
export function mitidProductionProblems(mitid: MitidConfig | null): string[] {
  if (!mitid) return [];
  const problems: string[] = [];
  if (mitid.testProvider) {
    problems.push(
      'MITID_TEST_PROVIDER=on is not allowed in production: its test persons sign in as anyone. Set MITID_ISSUER to the broker.',
    );
  }
  if (mitid.clientSecret === TEST_PROVIDER_CLIENT.clientSecret) {
    problems.push('MITID_CLIENT_SECRET is the public demo value: set the secret the MitID broker issued.');
  }
  if (!mitid.redirectUri.startsWith('https://')) {
    problems.push('MITID_REDIRECT_URI must be an https:// address in production (registered with the broker).');
  }
  return problems;
}

// The MITID_* settings: the local test provider in the demo, a real broker by MITID_ISSUER, and production refusing
// the test provider, its public secret and a redirect URI off https.
import { configProblems, loadCheckedConfig, loadConfig } from '../../../server/config';
import { LOA } from '../../../server/mitid/testIdentityProvider';

const production = {
  NODE_ENV: 'production',
  APP_URL: 'https://laanetorvet.dk',
  APP_KEY: 'q0Jm3v7c1XJ2WnV5y8r2Lk4dP6sT9bQe',
  PUSHER_APP_ID: '1823456',
  PUSHER_APP_KEY: 'a1b2c3d4e5f6a7b8c9d0',
  PUSHER_APP_SECRET: 'f0e1d2c3b4a5968778695a4b3c2d1e0f',
};
const broker = {
  MITID_ISSUER: 'https://broker.example/op',
  MITID_CLIENT_ID: 'laanetorvet',
  MITID_CLIENT_SECRET: 'a-secret-the-broker-issued-0123456789',
};

test('the demo runs the local test provider beside the server, on PORT + 10, asking for Substantial', () => {
  const { mitid } = loadConfig({ NODE_ENV: 'development', PORT: '3155' });
  expect(mitid).toMatchObject({
    issuer: null,
    testProvider: { port: 3165 },
    redirectUri: 'http://localhost:3155/auth/mitid/callback',
    acrValues: LOA.substantial,
  });
});

test('jest and production have no MitID unless configured', () => {
  expect(loadConfig({ NODE_ENV: 'test' }).mitid).toBeNull();
  expect(loadConfig(production).mitid).toBeNull();
});

test('a real broker: its issuer, client and the redirect URI under APP_URL', () => {
  const { mitid } = loadConfig({ ...production, ...broker, MITID_CLIENT_AUTH: 'client_secret_post' });
  expect(mitid).toMatchObject({
    issuer: 'https://broker.example/op',
    clientId: 'laanetorvet',
    clientAuth: 'client_secret_post',
    redirectUri: 'https://laanetorvet.dk/auth/mitid/callback',
    testProvider: null,
  });
  expect(configProblems(loadConfig({ ...production, ...broker }))).toEqual([]);
});

test('wrong values are named', () => {
  expect(() => loadConfig({ MITID_ISSUER: 'ftp://x', MITID_CLIENT_AUTH: 'none', MITID_TIMEOUT_MS: '5s' })).toThrow(
    /MITID_ISSUER[\s\S]*MITID_CLIENT_AUTH[\s\S]*MITID_TIMEOUT_MS/,
  );
  expect(() => loadConfig({ NODE_ENV: 'production', MITID_ISSUER: 'https://broker.example' })).toThrow(
    /MITID_CLIENT_ID[\s\S]*MITID_CLIENT_SECRET/,
  );
});

test('production refuses to start with the test provider configured', () => {
  expect(() => loadCheckedConfig({ ...production, MITID_TEST_PROVIDER: 'on' })).toThrow(
    /MITID_TEST_PROVIDER=on is not allowed in production[\s\S]*MITID_CLIENT_SECRET is the public demo value/,
  );
  expect(() =>
    loadCheckedConfig({ ...production, ...broker, MITID_REDIRECT_URI: 'http://laanetorvet.dk/auth/mitid/callback' }),
  ).toThrow(/MITID_REDIRECT_URI must be an https/);
});

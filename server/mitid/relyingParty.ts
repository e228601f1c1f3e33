// The relying party of MitID sign-in (issue 46) on openid-client, the certified library: discovery, the
// authorization code flow with PKCE, state and nonce, and the ID token's signature, issuer, audience, expiry and
// nonce checked by the library; the level of assurance and the age checked here. It returns the broker's subject
// and, to fill the form, name and birth date; every other claim (a CPR number among them) is dropped unread.
import { timingSafeEqual } from 'node:crypto';
import type * as OpenIdClient from 'openid-client';
import type { MitidConfig } from './mitidSettings';
import { ageOn, copenhagenDate, meetsAssurance, MIN_AGE } from './assurance';

type Client = typeof OpenIdClient;

/** Why a sign-in was refused: the log's word for it and the message key the customer reads. */
export type MitidRefusal =
  'cancelled' | 'unavailable' | 'state' | 'rejected' | 'assurance' | 'underage' | 'notConfigured';

export class MitidError extends Error {
  constructor(
    readonly reason: MitidRefusal,
    /** For the log: the library's error code or name, never a claim's value. */
    readonly detail?: string,
  ) {
    super(`MitID sign-in refused: ${reason}${detail ? ` (${detail})` : ''}`);
    this.name = 'MitidError';
  }
}

/** What the browser keeps between the start and the callback (in a signed cookie): checked at the callback. */
export type FlowChecks = { state: string; nonce: string; verifier: string };

export type MitidPerson = { issuer: string; subject: string; name: string | null; birthdate: string | null };

/** openid-client's fetch may be replaced (tests forge the broker's answers). */
export type RelyingPartyOptions = { fetch?: OpenIdClient.CustomFetch; now?: () => Date };

const isLocalHttp = (url: string) => /^http:\/\/(localhost|127\.0\.0\.1)(:|\/|$)/.test(url);

export function createRelyingParty(mitid: MitidConfig, options: RelyingPartyOptions = {}) {
  let client: Promise<Client> | null = null;
  let configuration: Promise<OpenIdClient.Configuration> | null = null;
  const now = options.now ?? (() => new Date());
  // Native import(): openid-client is ESM only.
  const library = () => (client ??= import('openid-client'));

  /**
   * The broker's metadata and keys, discovered once and kept: the library fetches the JWKS again when a token is
   * signed with a key it has not seen, so a broker's key rotation needs no restart. A failed discovery is retried.
   */
  async function discovered(): Promise<OpenIdClient.Configuration> {
    if (!mitid.issuer) throw new MitidError('notConfigured');
    const oidc = await library();
    const issuer = mitid.issuer;
    configuration ??= (async () => {
      const auth =
        mitid.clientAuth === 'client_secret_post'
          ? oidc.ClientSecretPost(mitid.clientSecret)
          : oidc.ClientSecretBasic(mitid.clientSecret);
      const discoveryOptions: OpenIdClient.DiscoveryRequestOptions = {
        timeout: Math.max(1, Math.ceil(mitid.timeoutMs / 1000)),
        // Plain http only for a broker on this machine (the local test provider); anything else must be https.
        // The ID token's signature is checked against the broker's published keys too: the library would otherwise
        // trust the TLS connection to the token endpoint alone (OpenID Connect allows that; the issue does not).
        execute: [...(isLocalHttp(issuer) ? [oidc.allowInsecureRequests] : []), oidc.enableNonRepudiationChecks],
      };
      if (options.fetch) discoveryOptions[oidc.customFetch] = options.fetch;
      return oidc.discovery(new URL(issuer), mitid.clientId, undefined, auth, discoveryOptions);
    })();
    try {
      return await configuration;
    } catch (error) {
      configuration = null;
      throw new MitidError('unavailable', codeOf(error));
    }
  }

  return {
    /** The broker's address to send the customer to, and the checks to keep until she comes back. */
    async start(): Promise<{ url: string; checks: FlowChecks }> {
      const config = await discovered();
      const oidc = await library();
      const checks = { state: oidc.randomState(), nonce: oidc.randomNonce(), verifier: oidc.randomPKCECodeVerifier() };
      const url = oidc.buildAuthorizationUrl(config, {
        redirect_uri: mitid.redirectUri,
        scope: 'openid profile',
        response_type: 'code',
        state: checks.state,
        nonce: checks.nonce,
        code_challenge: await oidc.calculatePKCECodeChallenge(checks.verifier),
        code_challenge_method: 'S256',
        acr_values: mitid.acrValues,
        prompt: 'login',
      });
      return { url: url.href, checks };
    },

    /** The callback's query checked and the code exchanged: the person, or a MitidError saying why not. */
    async finish(query: string, checks: FlowChecks): Promise<MitidPerson> {
      const params = new URLSearchParams(query);
      if (params.get('error') === 'access_denied') throw new MitidError('cancelled');
      // Before the code is spent: an answer to a flow this browser did not start (a forged or crossed callback).
      if (!sameText(params.get('state') ?? '', checks.state)) throw new MitidError('state');
      const config = await discovered();
      const oidc = await library();
      const currentUrl = new URL(mitid.redirectUri);
      currentUrl.search = params.toString();
      let claims: OpenIdClient.IDToken | undefined;
      try {
        const tokens = await oidc.authorizationCodeGrant(config, currentUrl, {
          pkceCodeVerifier: checks.verifier,
          expectedState: checks.state,
          expectedNonce: checks.nonce,
          idTokenExpected: true,
        });
        claims = tokens.claims();
      } catch (error) {
        throw refusalOf(error);
      }
      if (!claims) throw new MitidError('rejected', 'no ID token');
      if (!meetsAssurance(claims.acr, mitid.acrValues)) throw new MitidError('assurance');
      const age = ageOn(claims.birthdate, copenhagenDate(now()));
      if (age === null || age < MIN_AGE) throw new MitidError('underage');
      return {
        issuer: claims.iss,
        subject: claims.sub,
        name: typeof claims.name === 'string' ? claims.name : null,
        birthdate: typeof claims.birthdate === 'string' ? claims.birthdate : null,
      };
    },

    /** Where signing out also ends the broker's session, when the broker offers it; else null. */
    async endSessionUrl(postLogoutRedirectUri: string): Promise<string | null> {
      try {
        const config = await discovered();
        if (!config.serverMetadata().end_session_endpoint) return null;
        const oidc = await library();
        return oidc
          .buildEndSessionUrl(config, { client_id: mitid.clientId, post_logout_redirect_uri: postLogoutRedirectUri })
          .toString();
      } catch {
        return null;
      }
    },
  };
}

function codeOf(error: unknown): string {
  if (error && typeof error === 'object') {
    const { code, name, error: oauthError } = error as { code?: unknown; name?: unknown; error?: unknown };
    return [name, code, oauthError].filter((part) => typeof part === 'string').join(' ');
  }
  return 'unknown';
}

/** The library's refusal as the customer is told it: the broker unreachable, or the answer not to be trusted. */
function refusalOf(error: unknown): MitidError {
  const detail = codeOf(error);
  const { name, cause } = (error ?? {}) as { name?: string; cause?: { name?: string } };
  const network =
    /TimeoutError|AbortError/.test(`${name} ${cause?.name}`) ||
    (error instanceof TypeError && /fetch/.test(error.message));
  if (network) return new MitidError('unavailable', detail);
  return new MitidError('rejected', detail);
}

function sameText(given: string, expected: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

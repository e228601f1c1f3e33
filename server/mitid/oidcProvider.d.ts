// The part of oidc-provider (ESM, shipped without types) the local test identity provider uses.
declare module 'oidc-provider' {
  import type { IncomingMessage, ServerResponse } from 'node:http';

  type Context = {
    body: unknown;
    oidc: {
      session?: { accountId?: string };
      client?: { clientId: string };
      provider: Provider;
    };
  };
  type Account = { accountId: string; claims(): Promise<Record<string, unknown>> };
  type Interaction = { uid: string };
  class Grant {
    constructor(init: { accountId: string; clientId: string });
    addOIDCScope(scope: string): void;
    addOIDCClaims(claims: string[]): void;
    save(): Promise<string>;
  }
  type Configuration = {
    clients: Record<string, unknown>[];
    jwks: { keys: Record<string, unknown>[] };
    cookies: { keys: string[] };
    pkce: { required: () => boolean };
    acrValues: string[];
    claims: Record<string, string[]>;
    conformIdTokenClaims: boolean;
    findAccount(ctx: Context, sub: string): Promise<Account | undefined>;
    loadExistingGrant(ctx: Context): Promise<Grant | undefined>;
    interactions: { url(ctx: Context, interaction: Interaction): string };
    features: Record<string, unknown>;
    ttl: Record<string, number>;
  };
  export default class Provider {
    constructor(issuer: string, configuration: Configuration);
    Grant: typeof Grant;
    on(event: string, listener: (...args: unknown[]) => void): void;
    callback(): (request: IncomingMessage, response: ServerResponse) => void;
    interactionDetails(request: IncomingMessage, response: ServerResponse): Promise<{ uid: string }>;
    interactionFinished(
      request: IncomingMessage,
      response: ServerResponse,
      result: Record<string, unknown>,
      options?: { mergeWithLastSubmission?: boolean },
    ): Promise<void>;
  }
}

// What the server puts into a signed-in page's HTML (server/http/signedInPage.ts): the current user, as
// GET /api/users/current/auth answers it, and the answers of the page's first API reads (domain/signedInPage.ts).
// The SPA takes each answer once instead of asking for it.
import type { PublicUser } from './users';

/** `answers`: by request path (with its query string, as the SPA's HTTP client builds it). */
export type SignedInPageState = { user: PublicUser | null; answers: Record<string, unknown> };

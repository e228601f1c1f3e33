// MitID sign-in through an OpenID Connect broker (issue 46): the round trip's query, the identity waiting to be
// linked, linking with a password, the link's state on the profile.
import { Type, type Static } from '@sinclair/typebox';
import { LIMITS } from '../domain/limits';
import { MITID_CONFIRMATION_MINUTES, MITID_CONFIRMATION_REQUIRED } from '../domain/mitid';
import { Nullable, Text } from './primitives';
import { PublicUser } from './users';

export const MITID_INTENTS = ['login', 'link', 'confirm'] as const;

export { MITID_OUTCOMES, type MitidOutcome } from '../domain/mitid';

export const MitidStartQuery = Type.Object({
  intent: Type.Optional(Type.Union(MITID_INTENTS.map((intent) => Type.Literal(intent)))),
  returnTo: Type.Optional(Type.String({ maxLength: 2000, description: 'A path on this site to come back to.' })),
});

export const MitidCallbackQuery = Type.Object(
  {
    code: Type.Optional(Type.String({ maxLength: 2000 })),
    state: Type.Optional(Type.String({ maxLength: 2000 })),
    error: Type.Optional(Type.String({ maxLength: 200 })),
  },
  { additionalProperties: true },
);

export const MitidPendingAnswer = Type.Union(
  [
    Type.Object({
      name: Nullable(Type.String()),
      birthdate: Nullable(Type.String({ description: 'YYYY-MM-DD' })),
    }),
    Type.Literal(false),
  ],
  { description: 'The MitID identity of this browser not yet linked to an account (ten minutes), or false.' },
);

export const MitidLinkBody = Type.Object({
  email: Text(LIMITS.shortText, { minLength: 1, format: 'email' }),
  password: Text(LIMITS.password, { minLength: 1 }),
});

export const MitidLinkAnswer = Type.Object({ user: PublicUser });

export const MitidStatus = Type.Object({
  linked: Type.Boolean(),
  linked_at: Nullable(Type.String({ format: 'date-time' })),
});

export const MitidLogoutAnswer = Type.Object({
  end_session_url: Nullable(Type.String({ description: "The broker's sign-out, where it offers one." })),
});

/**
 * The 403 of a step that matters when the customer is linked to MitID and has not confirmed with MitID in this
 * session within the last minutes: the client offers "Confirm with MitID" (GET /auth/mitid/start?intent=confirm).
 */
export const MitidConfirmationRequired = Type.Object(
  {
    message: Type.String(),
    code: Type.Optional(
      Type.Literal(MITID_CONFIRMATION_REQUIRED, {
        description:
          `Present when a MitID confirmation (valid ${MITID_CONFIRMATION_MINUTES} minutes) would allow the step; ` +
          'absent on any other 403.',
      }),
    ),
  },
  {
    description: 'Signed in, but not allowed; with `code` when the step needs a fresh MitID confirmation first.',
    examples: [{ message: 'Bekræft med MitID først.', code: MITID_CONFIRMATION_REQUIRED }],
  },
);

export type MitidPendingAnswer = Static<typeof MitidPendingAnswer>;
export type MitidStatus = Static<typeof MitidStatus>;

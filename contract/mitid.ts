// MitID sign-in through an OpenID Connect broker (issue 46): the round trip's query, the identity waiting to be
// linked, linking with a password, the link's state on the profile.
import { Type, type Static } from '@sinclair/typebox';
import { LIMITS } from '../domain/limits';
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

export type MitidPendingAnswer = Static<typeof MitidPendingAnswer>;
export type MitidStatus = Static<typeof MitidStatus>;

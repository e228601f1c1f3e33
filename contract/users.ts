// The signed-in user as the SPA sees it (spec §3 User): never the password hash or internal columns.
import { Type, type Static } from '@sinclair/typebox';
import { Id, Nullable } from './primitives';

export const Lang = Type.Union([Type.Literal('da'), Type.Literal('en')]);

export const PublicUser = Type.Object({
  id: Id(),
  name: Type.String(),
  email: Type.String({ format: 'email' }),
  phone: Nullable(Type.String()),
  team_name: Nullable(Type.Union([Type.Literal('admin'), Type.Literal('supplier')]), {
    description: 'null for customers; admin or supplier for staff.',
  }),
  preferences: Type.Object({ lang: Lang }),
  has_open_rfqs: Type.Boolean(),
  mortgage_surveillance: Type.Boolean({
    description: 'opted in: the customer has consented to mortgage surveillance (and not withdrawn it).',
  }),
  password_change_required: Type.Optional(
    Type.Literal(true, {
      description:
        'present when the password this session signed in with fails the password policy (§5 strong_password): ' +
        'the SPA asks for a new one (POST …/password).',
    }),
  ),
});

export type PublicUser = Static<typeof PublicUser>;
export type Lang = Static<typeof Lang>;

// Sign-in, password reset and language preference (Laravel-Sanctum style).
import { Type, type Static } from '@sinclair/typebox';
import { LIMITS } from '../domain/limits';
import { Nullable, Text } from './primitives';
import { Lang, PublicUser } from './users';

const Email = Text(LIMITS.shortText, { minLength: 1, format: 'email', examples: ['kunde@example.dk'] });
const Password = Text(LIMITS.password, { minLength: 1 });

export const LoginBody = Type.Object({
  email: Email,
  password: Password,
  remember: Type.Optional(Nullable(Type.Union([Type.Boolean(), Type.String({ maxLength: 5 })]))),
});

export const LoginAnswer = Type.Object({ user: PublicUser });

export const CurrentUserAnswer = Type.Union([PublicUser, Type.Literal(false)], {
  description: 'The signed-in user, or false for a guest.',
});

export const PasswordEmailBody = Type.Object({ email: Email });

export const PasswordResetBody = Type.Object({
  token: Text(LIMITS.token, { minLength: 1 }),
  email: Email,
  password: Password,
  password_confirmation: Password,
});

export const PreferencesBody = Type.Object({ lang: Lang });

export type LoginBody = Static<typeof LoginBody>;
export type PasswordResetBody = Static<typeof PasswordResetBody>;

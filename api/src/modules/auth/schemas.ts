import { type Static, Type } from 'typebox';
import type { Me, PublicUser, SignInBody, SignInResult, SignUpBody } from '../../contract/index';
import { type Assert, type Equals, Nullable, StringEnum } from '../../lib/schemas';
import { PASSWORD_MAX_LENGTH } from './passwords';

export const NAME_MAX_LENGTH = 100;

export const PublicUserSchema = Type.Object({
  id: Type.String({ format: 'uuid' }),
  email: Type.String(),
  name: Type.String(),
  role: StringEnum(['attendee', 'admin'] as const),
});

export const MeSchema = Type.Object({ user: Nullable(PublicUserSchema) });

/** Blank values are answered by the handler with the spec's messages ('Email is required'). */
export const SignInBodySchema = Type.Object(
  {
    email: Type.String({ maxLength: 320 }),
    password: Type.String({ maxLength: 1024 }),
  },
  { additionalProperties: false },
);

/**
 * Blank and malformed values are answered by the handler with messages for people. The password's schema
 * limit is the rule's own (128), so an over-long one gets the same message as from the handler; an unknown
 * field (e.g. a `role`) is refused with a 400 that names it.
 */
export const SignUpBodySchema = Type.Object(
  {
    email: Type.String({ maxLength: 320 }),
    password: Type.String({ maxLength: PASSWORD_MAX_LENGTH, description: '12–128 characters, not a common password.' }),
    name: Type.Optional(Type.String({ maxLength: NAME_MAX_LENGTH, description: 'How the app greets the person.' })),
  },
  { additionalProperties: false },
);

export const SignInResultSchema = Type.Object({
  user: PublicUserSchema,
  expiresAt: Type.String({ format: 'date-time', description: 'Idle expiry: the session ends then unless used again.' }),
});

/** GET /api/auth/session: the signed-in user and the session's idle expiry, or {user: null}. */
export const AuthSessionSchema = Type.Union([SignInResultSchema, Type.Object({ user: Type.Null() })]);

export type _PublicUserMatches = Assert<Equals<Static<typeof PublicUserSchema>, PublicUser>>;
export type _MeMatches = Assert<Equals<Static<typeof MeSchema>, Me>>;
export type _SignInBodyMatches = Assert<Equals<Static<typeof SignInBodySchema>, SignInBody>>;
export type _SignInResultMatches = Assert<Equals<Static<typeof SignInResultSchema>, SignInResult>>;
export type _SignUpBodyMatches = Assert<Equals<Static<typeof SignUpBodySchema>, SignUpBody>>;

import { Type, type Static } from 'typebox';
import { Language, LinkToken, MessageBody } from './common.js';
import { FIELD_RULES } from './rules.js';

export const Role = Type.Union([Type.Literal('standard'), Type.Literal('admin')]);
export type Role = Static<typeof Role>;

export const UserProfile = Type.Object({
  id: Type.Integer(),
  username: Type.String(),
  email: Type.String(),
  full_name: Type.Union([Type.String(), Type.Null()]),
  bio: Type.Union([Type.String(), Type.Null()]),
  is_active: Type.Boolean(),
  is_superuser: Type.Boolean(),
  preferred_language: Language,
  role: Role,
  /** The owner proved the address by following the link sent at sign-up. */
  email_verified: Type.Boolean(),
  created_at: Type.String({ format: 'date-time' }),
});
export type UserProfile = Static<typeof UserProfile>;

/**
 * The username's and the password's rules are checked by the service, which names the broken
 * rule (`auth.username_too_short`, `auth.password_weak`, ...); the other bounds are the schema's.
 */
export const SignUpBody = Type.Object({
  username: Type.String(),
  email: Type.String({ maxLength: FIELD_RULES.email.maxLength }),
  password: Type.String(),
  full_name: Type.Optional(
    Type.Union([Type.String({ maxLength: FIELD_RULES.fullName.maxLength }), Type.Null()]),
  ),
  bio: Type.Optional(
    Type.Union([Type.String({ maxLength: FIELD_RULES.bio.maxLength }), Type.Null()]),
  ),
  /** Language of the verification e-mail (and the account's first preference). */
  language: Type.Optional(Language),
});
export type SignUpBody = Static<typeof SignUpBody>;

/** Form-encoded; `username` may also be the e-mail address. */
export const SignInBody = Type.Object({
  username: Type.String(),
  password: Type.String(),
});
export type SignInBody = Static<typeof SignInBody>;

export const SignInResponse = Type.Object({
  access_token: Type.String(),
  token_type: Type.Literal('bearer'),
  expires_in: Type.Integer(),
});
export type SignInResponse = Static<typeof SignInResponse>;

export const LanguageUpdateBody = Type.Object({ preferred_language: Language });
export type LanguageUpdateBody = Static<typeof LanguageUpdateBody>;

/** The token of the link in the verification e-mail (`/verify-email/<token>`). */
export const VerifyEmailBody = Type.Object({ token: LinkToken });
export type VerifyEmailBody = Static<typeof VerifyEmailBody>;

export const VerifyEmailResponse = Type.Object({
  message: Type.String(),
  email: Type.String(),
});
export type VerifyEmailResponse = Static<typeof VerifyEmailResponse>;

/** `login` is the username or the e-mail address, as on the sign-in form. */
export const ResendVerificationBody = Type.Object({
  login: Type.String({ maxLength: FIELD_RULES.login.maxLength }),
  language: Type.Optional(Language),
});
export type ResendVerificationBody = Static<typeof ResendVerificationBody>;

/** The same answer whether or not a matching account waits, so it tells nothing about accounts. */
export const ResendVerificationResponse = MessageBody;
export type ResendVerificationResponse = Static<typeof ResendVerificationResponse>;

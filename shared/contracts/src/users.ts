import { Type, type Static } from 'typebox';
import { LearningSession } from './challenge.js';
import { Flashcard, Tag } from './flashcards.js';
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

/**
 * `POST /api/password/forgot`: the address of the account. The e-mail is written in the
 * account's own language (whoever asks may not be its owner); `language` is the asking page's.
 */
export const ForgotPasswordBody = Type.Object({
  email: Type.String({ maxLength: FIELD_RULES.email.maxLength }),
  language: Type.Optional(Language),
});
export type ForgotPasswordBody = Static<typeof ForgotPasswordBody>;

/** The token of the reset link (`/reset-password/<token>`) and the new password. */
export const ResetPasswordBody = Type.Object({ token: LinkToken, password: Type.String() });
export type ResetPasswordBody = Static<typeof ResetPasswordBody>;

export const ChangePasswordBody = Type.Object({
  current_password: Type.String(),
  new_password: Type.String(),
});
export type ChangePasswordBody = Static<typeof ChangePasswordBody>;

/**
 * A password change revokes every session, this one included: the answer carries a new token
 * for the session that made the change.
 */
export const ChangePasswordResponse = Type.Object({
  message: Type.String(),
  access_token: Type.String(),
  token_type: Type.Literal('bearer'),
  expires_in: Type.Integer(),
});
export type ChangePasswordResponse = Static<typeof ChangePasswordResponse>;

/** The new address is only used once its owner follows the link sent to it. */
export const ChangeEmailBody = Type.Object({
  new_email: Type.String({ maxLength: FIELD_RULES.email.maxLength }),
  password: Type.String(),
  language: Type.Optional(Language),
});
export type ChangeEmailBody = Static<typeof ChangeEmailBody>;

/** The token of the link sent to the new address (`/confirm-email/<token>`). */
export const ConfirmEmailChangeBody = Type.Object({ token: LinkToken });
export type ConfirmEmailChangeBody = Static<typeof ConfirmEmailChangeBody>;

export const ConfirmEmailChangeResponse = Type.Object({
  message: Type.String(),
  email: Type.String(),
});
export type ConfirmEmailChangeResponse = Static<typeof ConfirmEmailChangeResponse>;

export const DeleteAccountBody = Type.Object({ password: Type.String() });
export type DeleteAccountBody = Static<typeof DeleteAccountBody>;

/** The newsletter subscription of the account's address, if it ever had one. */
export const ExportedSubscription = Type.Object({
  email: Type.String(),
  status: Type.String(),
  language: Language,
  created_at: Type.String({ format: 'date-time' }),
  confirmed_at: Type.Union([Type.String({ format: 'date-time' }), Type.Null()]),
  unsubscribed_at: Type.Union([Type.String({ format: 'date-time' }), Type.Null()]),
});

/**
 * `GET /api/users/me/export`: everything the platform holds about the signed-in user, as one
 * JSON document (sent as a download). Each area adds its own key as it stores data.
 */
export const AccountExport = Type.Object({
  format: Type.Literal('lyceum-account-export'),
  version: Type.Literal(1),
  exported_at: Type.String({ format: 'date-time' }),
  profile: UserProfile,
  newsletter: Type.Union([ExportedSubscription, Type.Null()]),
  /** The user's flashcards (tags and memory strength at export time included) and tags. */
  flashcards: Type.Array(Flashcard),
  tags: Type.Array(Tag),
  /** The user's recorded challenge sessions, oldest first. */
  learning_sessions: Type.Array(LearningSession),
});
export type AccountExport = Static<typeof AccountExport>;

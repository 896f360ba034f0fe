import { Type, type Static } from 'typebox';
import { Language, LinkToken } from './common.js';
import { FIELD_RULES } from './rules.js';

export const SubscribeBody = Type.Object({
  email: Type.String({ maxLength: FIELD_RULES.email.maxLength }),
  language: Type.Optional(Language),
});
export type SubscribeBody = Static<typeof SubscribeBody>;

/**
 * What a subscription did: `created` a new one, `resent` the confirmation of one still waiting,
 * or `welcome_back` to an address that had unsubscribed. A confirmation e-mail is sent each time.
 */
export const SUBSCRIBE_OUTCOMES = ['created', 'resent', 'welcome_back'] as const;
export const SubscribeOutcome = Type.Enum(SUBSCRIBE_OUTCOMES);
export type SubscribeOutcome = (typeof SUBSCRIBE_OUTCOMES)[number];

export const SubscribeResponse = Type.Object({
  outcome: SubscribeOutcome,
  message: Type.String(),
  email: Type.String(),
});
export type SubscribeResponse = Static<typeof SubscribeResponse>;

export const NewsletterToken = Type.Object({ token: LinkToken });

export const ConfirmResponse = Type.Object({
  status: Type.Union([Type.Literal('confirmed'), Type.Literal('already_confirmed')]),
  message: Type.String(),
  data: Type.Object({ email: Type.String() }),
});
export type ConfirmResponse = Static<typeof ConfirmResponse>;

export const UnsubscribeData = Type.Object({
  email: Type.String(),
  already_unsubscribed: Type.Boolean(),
});

export const UnsubscribeInfoResponse = Type.Object({ data: UnsubscribeData });
export type UnsubscribeInfoResponse = Static<typeof UnsubscribeInfoResponse>;

/** Optional: one-click clients (RFC 8058) post `List-Unsubscribe=One-Click` or nothing. */
export const UnsubscribeBody = Type.Object({
  reason: Type.Optional(Type.Union([Type.String({ maxLength: 500 }), Type.Null()])),
  feedback: Type.Optional(Type.Union([Type.String({ maxLength: 2000 }), Type.Null()])),
});
export type UnsubscribeBody = Static<typeof UnsubscribeBody>;

export const UnsubscribeResponse = Type.Object({ message: Type.String(), data: UnsubscribeData });
export type UnsubscribeResponse = Static<typeof UnsubscribeResponse>;

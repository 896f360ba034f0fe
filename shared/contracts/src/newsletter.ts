import { Type, type Static } from 'typebox';
import { Language } from './common.js';

export const SubscribeBody = Type.Object({
  email: Type.String({ maxLength: 320 }),
  language: Type.Optional(Language),
});
export type SubscribeBody = Static<typeof SubscribeBody>;

export const SubscribeResponse = Type.Object({
  message: Type.String(),
  email: Type.String(),
});
export type SubscribeResponse = Static<typeof SubscribeResponse>;

export const NewsletterToken = Type.Object({ token: Type.String({ maxLength: 200 }) });

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

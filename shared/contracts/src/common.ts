import { Type, type Static } from 'typebox';

/**
 * Every non-2xx body the API returns: `detail` in English, `code` a stable name for the browser
 * to translate (not yet set on every error).
 */
export const ErrorBody = Type.Object(
  { detail: Type.String(), code: Type.Optional(Type.String()) },
  { $id: 'ErrorBody' },
);
export type ErrorBody = Static<typeof ErrorBody>;

export const Language = Type.Enum(['en', 'fr']);
export type Language = Static<typeof Language>;

export const MessageBody = Type.Object({ message: Type.String() });
export type MessageBody = Static<typeof MessageBody>;

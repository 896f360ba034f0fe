import { Type, type Static } from 'typebox';
import { ERROR_CODES } from './errors.js';
import { LANGUAGES } from './languages.js';

/**
 * Every non-2xx body the API returns: `detail` in English, `code` a stable name from `ERRORS`
 * for the browser to translate, and `field` when one field broke its rule.
 */
export const ErrorBody = Type.Object(
  {
    detail: Type.String(),
    code: Type.Enum(ERROR_CODES),
    field: Type.Optional(Type.String()),
  },
  { $id: 'ErrorBody' },
);
export type ErrorBody = Static<typeof ErrorBody>;

/** A page number of a paged list: from 1, and no further than a PostgreSQL integer reaches. */
export const PageNumber = Type.Integer({ minimum: 1, maximum: 2_147_483_647, default: 1 });

export const Language = Type.Enum([...LANGUAGES]);
export type Language = Static<typeof Language>;

export const MessageBody = Type.Object({ message: Type.String() });
export type MessageBody = Static<typeof MessageBody>;

/**
 * The token of an e-mailed link (confirmation, unsubscribe, address verification): issued as 43
 * URL-safe characters; anything up to this length is looked up and answered "invalid link".
 */
export const LinkToken = Type.String({ maxLength: 200 });

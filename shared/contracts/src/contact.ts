import { Type, type Static } from 'typebox';
import { Language } from './common.js';
import { FIELD_RULES } from './rules.js';

/** Subject and message lengths are checked by the service, which names the field that is too long. */
export const ContactBody = Type.Object({
  name: Type.String({ maxLength: FIELD_RULES.contactName.maxLength }),
  email: Type.String({ maxLength: FIELD_RULES.email.maxLength }),
  subject: Type.String(),
  message: Type.String(),
  language: Type.Optional(Language),
});
export type ContactBody = Static<typeof ContactBody>;

export const ContactResponse = Type.Object({ success: Type.Literal(true), message: Type.String() });
export type ContactResponse = Static<typeof ContactResponse>;

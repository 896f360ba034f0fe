import { Type, type Static } from 'typebox';
import { Language } from './common.js';

export const ContactBody = Type.Object({
  name: Type.String({ maxLength: 200 }),
  email: Type.String({ maxLength: 320 }),
  subject: Type.String(),
  message: Type.String(),
  language: Type.Optional(Language),
});
export type ContactBody = Static<typeof ContactBody>;

export const ContactResponse = Type.Object({ success: Type.Literal(true), message: Type.String() });
export type ContactResponse = Static<typeof ContactResponse>;

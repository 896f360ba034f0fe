import type { Language } from '@lyceum/contracts';
import type { Queryable } from '../../db';

/** A message to the team as it is stored: trimmed, and the name cleaned for mail headers. */
export interface Contact {
  name: string;
  email: string;
  subject: string;
  message: string;
  language: Language;
}

/** The SQL of the contact form: every message is kept, with the address it came from. */
export function createContactRepository(db: Queryable) {
  return {
    async insert(contact: Contact, clientIp: string): Promise<void> {
      await db.query(
        `INSERT INTO contact_messages (name, email, subject, message, language, client_ip)
         VALUES ($1, $2, $3, $4, $5, $6)`,
        [contact.name, contact.email, contact.subject, contact.message, contact.language, clientIp],
      );
    },
  };
}

export type ContactRepository = ReturnType<typeof createContactRepository>;

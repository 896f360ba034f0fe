/**
 * A recipient or Reply-To as nodemailer takes it: the name and the address apart, so that no
 * name can add a recipient or replace the address, whatever characters it holds.
 */
export interface MailAddress {
  address: string;
  name?: string;
}

/**
 * A display name safe to show in a header even if a client parsed it naively: angle brackets,
 * commas, double quotes, backslashes, line breaks and other control characters are removed and
 * runs of spaces collapsed. An apostrophe (O'Brien) is kept: it is ordinary text in a header.
 */
export function cleanDisplayName(name: string): string {
  return name
    .replace(/[<>,"\\\p{Cc}\p{Zl}\p{Zp}]/gu, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

const ADDRESS_ANYWHERE = /[^\s<>()[\]\\,;:"'@]+@[^\s<>()[\]\\,;:"'@]+/g;

/** Replaces every e-mail address in a text (an SMTP reply, say) before it reaches a log line. */
export const redactAddresses = (text: string) => text.replace(ADDRESS_ANYWHERE, '[address]');

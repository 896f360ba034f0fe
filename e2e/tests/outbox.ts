import { readdir, readFile, rm, stat } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { expect } from '@playwright/test';

/**
 * Where the journeys' API writes its e-mails (one .eml per message, no SMTP). Emptied before
 * each run; with PW_REUSE_SERVERS=1, start the API with this OUTBOX_DIR too.
 */
export const OUTBOX_DIR = path.join(os.tmpdir(), 'lyceum-e2e-outbox');

export async function emptyOutbox(): Promise<void> {
  await rm(OUTBOX_DIR, { recursive: true, force: true });
}

function decodeQuotedPrintable(text: string): string {
  return text
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_match, hex: string) => String.fromCharCode(parseInt(hex, 16)));
}

/** The message with its parts decoded (quoted-printable or base64), enough to read its links. */
function decodeMessage(raw: string): string {
  const base64Parts = [
    ...raw.matchAll(
      /Content-Transfer-Encoding: base64\r?\n(?:[^\r\n]+\r?\n)*\r?\n([A-Za-z0-9+/=\r\n]+)/gi,
    ),
  ].map(([, body]) => Buffer.from(body!.replace(/\s/g, ''), 'base64').toString('utf8'));
  return [decodeQuotedPrintable(raw), ...base64Parts].join('\n');
}

export type LinkKind =
  'confirm' | 'unsubscribe' | 'verify-email' | 'reset-password' | 'confirm-email';

/** The path (with its query) of the first link in `email` to `/<kind>/<token>`, or null. */
export function findLinkPath(email: string, kind: LinkKind): string | null {
  const match = new RegExp(
    `https?://[^/\\s"'<>]+(/${kind}/[A-Za-z0-9_-]+(?:\\?[^\\s"'<>]*)?)`,
  ).exec(email);
  return match?.[1] ? match[1].replace(/&amp;/g, '&') : null;
}

export function linkPath(email: string, kind: LinkKind): string {
  const found = findLinkPath(email, kind);
  if (!found) throw new Error(`no /${kind}/ link in the e-mail`);
  return found;
}

/**
 * The newest captured e-mail to `address` (decoded), waiting for it to be written; with `kind`,
 * the newest one that carries such a link.
 */
export async function latestEmailTo(address: string, kind?: LinkKind): Promise<string> {
  let found = '';
  await expect
    .poll(
      async () => {
        const names = await readdir(OUTBOX_DIR).catch(() => [] as string[]);
        const messages = await Promise.all(
          names
            .filter((name) => name.endsWith('.eml'))
            .map(async (name) => {
              const file = path.join(OUTBOX_DIR, name);
              return { file, time: (await stat(file)).mtimeMs };
            }),
        );
        messages.sort((a, b) => b.time - a.time);
        for (const { file } of messages) {
          const text = decodeMessage(await readFile(file, 'utf8'));
          const to = /^To: (.*)$/im.exec(text)?.[1] ?? '';
          if (
            to.toLowerCase().includes(address.toLowerCase()) &&
            (!kind || findLinkPath(text, kind))
          ) {
            found = text;
            return true;
          }
        }
        return false;
      },
      { message: `an e-mail to ${address} in ${OUTBOX_DIR}`, timeout: 15_000 },
    )
    .toBe(true);
  return found;
}

/** The path of the newest verification link sent to `address` (`/verify-email/<token>?lang=…`). */
export async function verificationLinkFor(address: string): Promise<string> {
  return linkPath(await latestEmailTo(address, 'verify-email'), 'verify-email');
}

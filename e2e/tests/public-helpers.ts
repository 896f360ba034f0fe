import { readdir, readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { expect, type Page } from '@playwright/test';

/** Pages of the public site, with their French versions where the route table has one. */
export const PUBLIC_PAGES = [
  { path: '/', fr: '/fr' },
  { path: '/about', fr: '/fr/about' },
  { path: '/faq', fr: '/fr/faq' },
  { path: '/contact', fr: '/fr/contact' },
  { path: '/privacy', fr: '/fr/privacy' },
  { path: '/terms', fr: '/fr/terms' },
  { path: '/cookies', fr: '/fr/cookies' },
  { path: '/status', fr: null },
  { path: '/signin', fr: null },
  { path: '/signup', fr: null },
  { path: '/confirm/not-a-real-token-000000000000', fr: null },
  { path: '/unsubscribe/not-a-real-token-000000000000', fr: null },
] as const;

export function uniqueEmail(prefix: string): string {
  return `${prefix}-${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}@lyceum.test`;
}

/** Where the API's local outbox may be (the API writes one .eml per message when SMTP is off). */
function outboxCandidates(): string[] {
  const root = path.resolve(__dirname, '../..');
  return [
    process.env.OUTBOX_DIR,
    path.join(root, 'e2e/.data/outbox'),
    path.join(root, '.data/outbox'),
    path.join(root, 'api/.data/outbox'),
  ].filter((dir): dir is string => Boolean(dir));
}

function decodeQuotedPrintable(text: string): string {
  return text
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_match, hex: string) => String.fromCharCode(parseInt(hex, 16)));
}

/** The newest captured e-mail to `address`, decoded enough to read its links. */
export async function latestEmailTo(address: string): Promise<string> {
  let found = '';
  await expect
    .poll(
      async () => {
        const messages: Array<{ file: string; time: number }> = [];
        for (const dir of outboxCandidates()) {
          const files = await readdir(dir).catch(() => [] as string[]);
          for (const name of files.filter((file) => file.endsWith('.eml'))) {
            const file = path.join(dir, name);
            messages.push({ file, time: (await stat(file)).mtimeMs });
          }
        }
        messages.sort((a, b) => b.time - a.time);
        for (const { file } of messages.slice(0, 200)) {
          const text = decodeQuotedPrintable(await readFile(file, 'utf8'));
          if (text.includes(address)) {
            found = text;
            return true;
          }
        }
        return false;
      },
      { message: `an e-mail to ${address} in the outbox`, timeout: 15_000 },
    )
    .toBe(true);
  return found;
}

/** The path (with its query) of the first link in `email` to `/<kind>/<token>`. */
export function linkPath(email: string, kind: 'confirm' | 'unsubscribe'): string {
  const match = new RegExp(
    `https?://[^/\\s"'<>]+(/${kind}/[A-Za-z0-9_-]+(?:\\?[^\\s"'<>]*)?)`,
  ).exec(email);
  if (!match?.[1]) throw new Error(`no /${kind}/ link in the e-mail`);
  return match[1].replace(/&amp;/g, '&');
}

export async function headAttribute(page: Page, selector: string, attribute: string) {
  return page.locator(`head ${selector}`).first().getAttribute(attribute);
}

import type { Language } from '@lyceum/contracts';
import { escapeHtml } from '../../lib/escape-html';

/** What an account e-mail says, in one language; every text is plain (escaped when rendered). */
export interface EmailContent {
  language: Language;
  greeting: string;
  /** The message, one paragraph each. */
  body: string[];
  /** The button (in HTML) or the bare link (in text) the e-mail is about, if any. */
  action?: { label: string; link: string };
  /** Smaller print after the action: how long the link lasts, what to do if it was not you. */
  notes: string[];
  signature: string;
}

/**
 * The text and HTML bodies of an account e-mail, in the one layout they all share. Every text is
 * HTML-escaped, links included, so no name or address can add markup.
 */
export function renderEmail(content: EmailContent): { text: string; html: string } {
  const { language, greeting, body, action, notes, signature } = content;
  const text = [
    greeting,
    '',
    ...body,
    ...(action ? [action.link] : []),
    ...notes.flatMap((note) => ['', note]),
    '',
    signature,
  ].join('\n');
  const paragraphs = body.map((paragraph) => `<p>${escapeHtml(paragraph)}</p>`);
  const button = action
    ? [
        `<p><a href="${escapeHtml(action.link)}" style="display: inline-block; background: #7c3a12; color: #ffffff; padding: 12px 20px; border-radius: 6px; text-decoration: none;">${escapeHtml(action.label)}</a></p>`,
      ]
    : [];
  const small = notes.map(
    (note) => `<p style="font-size: 14px; color: #52606d;">${escapeHtml(note)}</p>`,
  );
  const html = [
    '<!doctype html>',
    `<html lang="${language}"><body style="font-family: Georgia, serif; color: #1f2933; max-width: 560px; margin: 0 auto; padding: 24px;">`,
    `<p>${escapeHtml(greeting)}</p>`,
    ...paragraphs,
    ...button,
    ...small,
    `<p>${escapeHtml(signature)}</p>`,
    '</body></html>',
  ].join('\n');
  return { text, html };
}

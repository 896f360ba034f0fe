import DOMPurify from 'dompurify';
import type { Marked } from 'marked';

let parser: Promise<Marked> | null = null;

/**
 * The Markdown parser (GitHub flavour, no extension or global option). marked is loaded the
 * first time a profile is previewed, not with the back office; a failed load is tried again.
 */
function markdownParser(): Promise<Marked> {
  parser ??= import('marked').then(
    ({ Marked: Parser }) => new Parser({ gfm: true, async: false }),
    (error: unknown) => {
      parser = null;
      throw error;
    },
  );
  return parser;
}

/**
 * HTML safe to insert: scripts, event handlers, `javascript:` links, frames, forms and styles
 * go; ordinary text markup, lists, tables, links and images stay.
 */
export function sanitizeProfileHtml(html: string): string {
  return DOMPurify.sanitize(html, {
    USE_PROFILES: { html: true },
    FORBID_TAGS: ['style', 'form', 'input', 'button', 'textarea', 'select'],
    FORBID_ATTR: ['style'],
  });
}

/** A profile's Markdown rendered, then sanitized: raw HTML in the file never reaches the page. */
export async function renderMarkdown(source: string): Promise<string> {
  const html = (await markdownParser()).parse(source, { async: false });
  return sanitizeProfileHtml(html);
}

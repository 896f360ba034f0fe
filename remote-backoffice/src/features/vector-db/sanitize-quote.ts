import DOMPurify from 'dompurify';

/** The markup a quote may keep; everything else goes, and no attribute is kept. */
export const QUOTE_TAGS = ['blockquote', 'p', 'cite', 'em', 'strong', 'br', 'i', 'b'];

/**
 * A quote's HTML made safe to insert: only the quote tags stay, without attributes; scripts and
 * styles go with their content, the text of other tags stays as text.
 */
export function sanitizeQuote(html: string): string {
  return DOMPurify.sanitize(html, { ALLOWED_TAGS: QUOTE_TAGS, ALLOWED_ATTR: [] });
}

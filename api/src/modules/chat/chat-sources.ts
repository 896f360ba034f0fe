import type { ChatSource } from '@lyceum/contracts';
import type { IdeaRow } from '../vector-db/vector-db-service';
import { ideaIn } from './idea-text';

const NAMED_ENTITIES: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: '\u00a0',
};

/** HTML text as plain text: tags dropped, the common entities decoded, spaces collapsed. */
export function plainText(html: string): string {
  return html
    .replace(/<br\s*\/?>/gi, ' ')
    .replace(/<\/p>\s*<p[^>]*>/gi, ' ')
    .replace(/<[^>]*>/g, '')
    .replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (entity, name: string) => {
      if (name.startsWith('#')) {
        const code =
          name[1] === 'x' || name[1] === 'X' ? parseInt(name.slice(2), 16) : +name.slice(1);
        return Number.isInteger(code) && code > 0 && code <= 0x10ffff
          ? String.fromCodePoint(code)
          : entity;
      }
      return NAMED_ENTITIES[name.toLowerCase()] ?? entity;
    })
    .replace(/\s+/g, ' ')
    .trim();
}

/** What a quote says, without its `<cite>`: plain text. */
export const quoteText = (quote: string): string =>
  plainText(quote.replace(/<cite[^>]*>[\s\S]*?<\/cite>/gi, ''));

/**
 * Where in its book a quote stands, from its `<cite>` ("Moral Letters to Lucilius, Letter 1, 3
 * (tr. Richard M. Gummere)" → "Letter 1, 3"): the book's title and the closing note on the
 * translation or edition taken off; null when nothing is left or there is no `<cite>`.
 */
export function citationOf(quote: string | undefined, bookTitle: string): string | null {
  const cite = quote ? /<cite[^>]*>([\s\S]*?)<\/cite>/i.exec(quote)?.[1] : undefined;
  if (cite === undefined) return null;
  let text = plainText(cite).replace(/\s*\([^()]*\)$/, '');
  const title = bookTitle.trim();
  if (title && text.toLowerCase().startsWith(title.toLowerCase())) {
    text = text.slice(title.length);
  }
  text = text.replace(/^[\s,;:.–—-]+/, '').trim();
  return text === '' ? null : text;
}

/** The idea as an answer in `language` cites it: in that language where it has a translation. */
export function toChatSource(idea: IdeaRow, language: string): ChatSource {
  const text = ideaIn(idea, language);
  return {
    idea_id: idea.id,
    statement: text.statement,
    book: text.book,
    citation: text.citation,
    thinker: idea.attributed_to,
    language: text.language,
    ...(text.translator ? { translator: text.translator } : {}),
  };
}

/** A quote longer than this is cut at a word, so an answer quotes briefly. */
export const SHORT_QUOTE_MAX = 280;

/** The shortest of quotes as plain text, cut at a word past `SHORT_QUOTE_MAX`; null if none. */
export function shortQuote(quotes: readonly string[]): string | null {
  const texts = quotes.map(quoteText).filter((text) => text !== '');
  if (texts.length === 0) return null;
  const shortest = texts.reduce((a, b) => (b.length < a.length ? b : a));
  if (shortest.length <= SHORT_QUOTE_MAX) return shortest;
  const cut = shortest.slice(0, SHORT_QUOTE_MAX);
  const space = cut.lastIndexOf(' ');
  return `${(space > SHORT_QUOTE_MAX / 2 ? cut.slice(0, space) : cut).replace(/[\s,;:.]+$/, '')}…`;
}

import {
  FLASHCARD_TEXT_MAX,
  IMPORT_MAX_LINES,
  errorDetail,
  importCardLines,
} from '@lyceum/contracts';
import { apiError } from '../../lib/http-errors';

export type LineErrorCode =
  'flashcards.line_format' | 'flashcards.line_too_long' | 'flashcards.line_duplicate';

export interface LineError {
  line: number;
  code: LineErrorCode;
  message: string;
}

export interface ParsedCard {
  line: number;
  recto: string;
  verso: string;
}

export const lineError = (line: number, code: LineErrorCode): LineError => ({
  line,
  code,
  message: errorDetail(code),
});

/** The key two cards share when they have the same recto and verso. */
export const pairKey = (card: { recto: string; verso: string }) =>
  `${card.recto}\u0000${card.verso}`;

/**
 * Reads an import's text: one card per line of `importCardLines`, `recto;verso`, split on the
 * first semicolon (the verso may hold more), both sides trimmed and non-empty. A line repeating
 * an earlier one is reported as a duplicate. Blank text is refused, and so is text with more than
 * IMPORT_MAX_LINES cards.
 */
export function parseImport(text: string): { cards: ParsedCard[]; errors: LineError[] } {
  if (text.trim() === '') throw apiError('flashcards.no_content');
  const lines = importCardLines(text);
  if (lines.length > IMPORT_MAX_LINES) throw apiError('flashcards.too_many_lines');

  const cards: ParsedCard[] = [];
  const errors: LineError[] = [];
  const seen = new Set<string>();
  lines.forEach(({ line, text: raw }) => {
    const cut = raw.indexOf(';');
    const recto = cut < 0 ? '' : raw.slice(0, cut).trim();
    const verso = cut < 0 ? '' : raw.slice(cut + 1).trim();
    if (recto === '' || verso === '') {
      errors.push(lineError(line, 'flashcards.line_format'));
    } else if (recto.length > FLASHCARD_TEXT_MAX || verso.length > FLASHCARD_TEXT_MAX) {
      errors.push(lineError(line, 'flashcards.line_too_long'));
    } else if (seen.has(pairKey({ recto, verso }))) {
      errors.push(lineError(line, 'flashcards.line_duplicate'));
    } else {
      seen.add(pairKey({ recto, verso }));
      cards.push({ line, recto, verso });
    }
  });
  return { cards, errors };
}

import { importCardLines, splitTags } from '@lyceum/contracts/constants';
import type { ImportResponse } from '@lyceum/contracts';

/** The cards the text holds as the server counts them. */
export function readyLineCount(text: string): number {
  return importCardLines(text).length;
}

export function hasTag(value: string, name: string): boolean {
  const wanted = name.trim().toLowerCase();
  return splitTags(value).some((tag) => tag.toLowerCase() === wanted);
}

/**
 * The field with `name` added at its end, keeping what the user typed; unchanged when the name is
 * already there, whatever its case.
 */
export function withTag(value: string, name: string): string {
  if (hasTag(value, name)) return value;
  const typed = value.trimEnd();
  if (typed === '') return name;
  return typed.endsWith(',') ? `${typed} ${name}` : `${typed}, ${name}`;
}

export type LineProblem = ImportResponse['errors'][number];

/**
 * How an import went for the user: duplicates are only counted (there is nothing to fix), the
 * other skipped lines are listed so they can be corrected.
 */
export function importOutcome(result: ImportResponse) {
  const problems: LineProblem[] = result.errors.filter(
    (error) => error.code !== 'flashcards.line_duplicate',
  );
  return {
    imported: result.imported_count,
    duplicates: result.duplicate_count,
    problems,
    /** Nothing was imported and some lines need fixing: the user stays with the text. */
    stay: result.imported_count === 0 && problems.length > 0,
  };
}

export type ImportOutcome = ReturnType<typeof importOutcome>;

/** Letters that do not fold to a base letter with its accent removed. */
const LIGATURES: Record<string, string> = { æ: 'ae', œ: 'oe', ß: 'ss', ø: 'o', đ: 'd', ł: 'l' };

/**
 * A persona's name as it stands in a URL: lowercase, accents folded, every run of other
 * characters than letters and digits one dash, no dash at either end (`Marcus Aurélius` →
 * `marcus-aurelius`). A name with no letter or digit gives `persona`.
 */
export function slugOf(name: string): string {
  const slug = name
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[æœßøđł]/g, (letter) => LIGATURES[letter] ?? letter)
    .replace(/[^\p{L}\p{N}]+/gu, '-')
    .replace(/^-+|-+$/g, '');
  return slug || 'persona';
}

/**
 * The fixed segments of the learner's persona calls (`/api/persona/characters`, `…/discover`,
 * `…/chat`, `…/flashcards`): a slug never takes one, so `/api/persona/{slug}/reset` is never
 * read as one of them.
 */
const RESERVED = new Set(['characters', 'discover', 'chat', 'flashcards']);

/**
 * `base` when free, else the first of `base-2`, `base-3`… that `taken` does not hold; a reserved
 * word is never free.
 */
export function freeSlug(base: string, taken: ReadonlySet<string>): string {
  if (!taken.has(base) && !RESERVED.has(base)) return base;
  let n = 2;
  while (taken.has(`${base}-${n}`)) n += 1;
  return `${base}-${n}`;
}

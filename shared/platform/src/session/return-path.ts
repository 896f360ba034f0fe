/** The query parameter that tells the sign-in page where to go once the user is signed in. */
export const RETURN_PARAM = 'next';

const isControl = (char: string) => char <= '\u001f' || char === '\u007f';

/**
 * `raw` when it is a path of this site (`/flashcards?x#y`), else null: another origin
 * (`https://…`, `//host`, `/\host`) or anything that is not a path is never followed.
 */
export function safeReturnPath(raw: string | null | undefined): string | null {
  if (!raw?.startsWith('/') || raw.startsWith('//') || raw.startsWith('/\\')) return null;
  // Control characters (a tab or a newline inside `/\t/host`) are dropped by URL parsers.
  if ([...raw].some(isControl)) return null;
  try {
    const base = 'https://same.origin.invalid';
    return new URL(raw, base).origin === base ? raw : null;
  } catch {
    return null;
  }
}

/** `path` (the sign-in page) with the page to come back to after signing in. */
export function withReturnPath(path: string, returnTo: string): string {
  const safe = safeReturnPath(returnTo);
  return safe && safe !== '/' ? `${path}?${RETURN_PARAM}=${encodeURIComponent(safe)}` : path;
}

/** The page a sign-in page's search string asks to return to, when it is a path of this site. */
export function returnPathFrom(search: string): string | null {
  return safeReturnPath(new URLSearchParams(search).get(RETURN_PARAM));
}

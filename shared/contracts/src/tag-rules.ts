// Tags, as cards and personas keep them; shared by the API and the browser, no schema library.

/**
 * Tag names as a card or a persona keeps them: trimmed, blanks dropped, each name once whatever
 * its case (the first spelling stays).
 */
export function cleanTagNames(names: readonly string[] = []): string[] {
  const kept = new Map<string, string>();
  for (const raw of names) {
    const name = raw.trim();
    if (name !== '' && !kept.has(name.toLowerCase())) kept.set(name.toLowerCase(), name);
  }
  return [...kept.values()];
}

/** Tags typed as one comma-separated string (a tag field, a persona's tags), cleaned. */
export function splitTags(tags: string): string[] {
  return cleanTagNames(tags.split(','));
}

/**
 * The one string a persona keeps its tags in, from what was typed: cleaned by `splitTags` and
 * joined with ", " ("stoicism,ethics ,Ethics" → "stoicism, ethics"). The tags' rules apply to it.
 */
export const joinTags = (tags: string): string => splitTags(tags).join(', ');

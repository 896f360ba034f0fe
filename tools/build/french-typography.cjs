// French typography: a no-break space (U+202F narrow or U+00A0) goes before `:` `;` `!` `?` `»`
// and after `«`. Web addresses, paths, entities and times (10:30) are left alone; a
// `{{placeholder}}` or a `<tag>` counts as a word.

const NO_BREAK = /[\u202F\u00A0]/;
const BEFORE = new Set([':', ';', '!', '?', '»']);
/** What the rule does not apply to. */
const SKIPPED = [/[a-z][a-z0-9+.-]*:\/\/\S*/gi, /(?<=^|\s)\/\S*/g, /&[a-z]+;|&#\d+;/gi, /\d:\d/g];

/** The text with placeholders and tags as letters and skipped parts as NUL, same offsets. */
function prepared(text) {
  let plain = text
    .replace(/\{\{[^}]*\}\}/g, (match) => 'x'.repeat(match.length))
    .replace(/<[^>]*>/g, (match) => 'x'.repeat(match.length));
  for (const pattern of SKIPPED)
    plain = plain.replace(pattern, (match) => '\0'.repeat(match.length));
  return plain;
}

/**
 * The places where `text` breaks the rule, each with a few characters around it; empty when the
 * text is correct.
 */
function frenchTypographyProblems(text) {
  const problems = [];
  const plain = prepared(text);
  for (let index = 0; index < plain.length; index += 1) {
    const char = plain[index];
    const before = plain[index - 1];
    const needsSpaceBefore =
      BEFORE.has(char) &&
      before !== undefined &&
      before !== '\0' &&
      !NO_BREAK.test(before) &&
      // `?!` shares the space in front of the first sign.
      !((char === '!' || char === '?') && (before === '!' || before === '?'));
    const needsSpaceAfter = char === '«' && !NO_BREAK.test(plain[index + 1] ?? '');
    if (needsSpaceBefore || needsSpaceAfter) {
      problems.push(text.slice(Math.max(0, index - 12), index + 3));
    }
  }
  return problems;
}

/** Every string in a JSON value, with its key path. */
function stringsOf(value, prefix = '') {
  if (typeof value === 'string') return [[prefix, value]];
  if (value && typeof value === 'object') {
    return Object.entries(value).flatMap(([key, child]) =>
      stringsOf(child, prefix ? `${prefix}.${key}` : key),
    );
  }
  return [];
}

module.exports = { frenchTypographyProblems, stringsOf };

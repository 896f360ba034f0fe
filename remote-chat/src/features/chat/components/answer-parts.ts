/** A piece of an answer's paragraph: plain text, or a citation marker (`[2]`) of a source. */
export type AnswerPart = { kind: 'text'; text: string } | { kind: 'cite'; number: number };

const MARKER = /\[(\d{1,3})\]/g;

/**
 * An answer as paragraphs (separated by blank lines), each cut into text and the citation
 * markers that name one of its `sourceCount` sources; any other bracket stays text.
 */
export function answerParagraphs(text: string, sourceCount: number): AnswerPart[][] {
  return text
    .split(/\n[ \t]*\n/)
    .map((paragraph) => paragraph.trim())
    .filter(Boolean)
    .map((paragraph) => {
      const parts: AnswerPart[] = [];
      let last = 0;
      for (const match of paragraph.matchAll(MARKER)) {
        const number = Number(match[1]);
        if (number < 1 || number > sourceCount) continue;
        if (match.index > last)
          parts.push({ kind: 'text', text: paragraph.slice(last, match.index) });
        parts.push({ kind: 'cite', number });
        last = match.index + match[0].length;
      }
      if (last < paragraph.length) parts.push({ kind: 'text', text: paragraph.slice(last) });
      return parts;
    });
}

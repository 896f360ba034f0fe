import type { DiffSegment } from '@lyceum/contracts';

/**
 * The largest table (answer characters × expected characters, once the common start and end are
 * set aside) the exact diff fills; beyond it the middle is given as one change, so a long answer
 * costs little time and memory.
 */
export const DIFF_CELLS_MAX = 1_000_000;

type Kind = DiffSegment['kind'];

const same = (a: string, b: string) => a === b || a.toLowerCase() === b.toLowerCase();

/**
 * The character diff of the learner's answer against the expected text, both trimmed: `equal`
 * for characters in both (compared without case, given as the expected text writes them),
 * `missing` for the expected text's only, `extra` for the answer's only. It follows a longest
 * common subsequence; in each changed stretch the answer's characters come first, then the
 * expected ones, and neighbouring segments of one kind are merged.
 */
export function diffAnswer(answer: string, expected: string): DiffSegment[] {
  const given = Array.from(answer.trim());
  const wanted = Array.from(expected.trim());

  let start = 0;
  while (start < given.length && start < wanted.length && same(given[start]!, wanted[start]!)) {
    start++;
  }
  let end = 0;
  while (
    end < given.length - start &&
    end < wanted.length - start &&
    same(given[given.length - 1 - end]!, wanted[wanted.length - 1 - end]!)
  ) {
    end++;
  }

  const segments = new Segments();
  segments.add('equal', wanted.slice(0, start).join(''));
  const middleGiven = given.slice(start, given.length - end);
  const middleWanted = wanted.slice(start, wanted.length - end);
  if (middleGiven.length * middleWanted.length > DIFF_CELLS_MAX) {
    segments.add('extra', middleGiven.join(''));
    segments.add('missing', middleWanted.join(''));
  } else {
    diffMiddle(middleGiven, middleWanted, segments);
  }
  segments.add('equal', wanted.slice(wanted.length - end).join(''));
  return segments.done();
}

/** The exact diff of two sequences, by the table of their longest common subsequences. */
function diffMiddle(given: string[], wanted: string[], segments: Segments): void {
  const n = given.length;
  const m = wanted.length;
  const width = m + 1;
  // lcs[i * width + j]: the longest common subsequence of given[i..] and wanted[j..]. With
  // n × m ≤ DIFF_CELLS_MAX, it is at most min(n, m) ≤ 1000, so 16 bits hold it.
  const lcs = new Uint16Array((n + 1) * width);
  for (let i = n - 1; i >= 0; i--) {
    for (let j = m - 1; j >= 0; j--) {
      lcs[i * width + j] = same(given[i]!, wanted[j]!)
        ? lcs[(i + 1) * width + j + 1]! + 1
        : Math.max(lcs[(i + 1) * width + j]!, lcs[i * width + j + 1]!);
    }
  }
  let i = 0;
  let j = 0;
  while (i < n || j < m) {
    if (i < n && j < m && same(given[i]!, wanted[j]!)) {
      segments.add('equal', wanted[j]!);
      i++;
      j++;
    } else if (j >= m || (i < n && lcs[(i + 1) * width + j]! >= lcs[i * width + j + 1]!)) {
      segments.add('extra', given[i]!);
      i++;
    } else {
      segments.add('missing', wanted[j]!);
      j++;
    }
  }
}

/**
 * Collects segments: neighbouring ones of one kind are merged, and each stretch of changes
 * between two equal segments becomes at most one `extra` followed by one `missing`.
 */
class Segments {
  private readonly result: DiffSegment[] = [];
  private extra = '';
  private missing = '';

  add(kind: Kind, text: string): void {
    if (text === '') return;
    if (kind === 'extra') this.extra += text;
    else if (kind === 'missing') this.missing += text;
    else {
      this.flush();
      const last = this.result.at(-1);
      if (last?.kind === 'equal') last.text += text;
      else this.result.push({ kind, text });
    }
  }

  done(): DiffSegment[] {
    this.flush();
    return this.result;
  }

  private flush(): void {
    if (this.extra !== '') this.result.push({ kind: 'extra', text: this.extra });
    if (this.missing !== '') this.result.push({ kind: 'missing', text: this.missing });
    this.extra = '';
    this.missing = '';
  }
}

/** One server-sent event: its name (`message` when the frame names none) and its data lines. */
export interface SseFrame {
  event: string;
  data: string;
}

export interface SseParser {
  /** Reads the next piece of the stream; returns the frames it completed, in order. */
  push(chunk: string): SseFrame[];
  /** The stream ended: a last frame left without its blank line still counts. */
  end(): SseFrame[];
}

const LINE_END = /\r\n|\r|\n/;

/**
 * Reads a `text/event-stream` as it arrives, in pieces cut anywhere (inside a line, between `\r`
 * and `\n`): `event:` names the frame, `data:` lines are joined by newlines, a blank line ends
 * the frame, and comments (`:`) and other fields (`id:`, `retry:`) are skipped.
 */
export function createSseParser(): SseParser {
  let buffer = '';
  let event = '';
  let data: string[] = [];

  function dispatch(): SseFrame | null {
    const frame = data.length ? { event: event || 'message', data: data.join('\n') } : null;
    event = '';
    data = [];
    return frame;
  }

  function readLine(line: string): SseFrame | null {
    if (line === '') return dispatch();
    if (line.startsWith(':')) return null;
    const colon = line.indexOf(':');
    const field = colon === -1 ? line : line.slice(0, colon);
    const value = colon === -1 ? '' : line.slice(colon + 1).replace(/^ /, '');
    if (field === 'event') event = value;
    else if (field === 'data') data.push(value);
    return null;
  }

  function drain(final: boolean): SseFrame[] {
    const frames: SseFrame[] = [];
    for (;;) {
      const match = LINE_END.exec(buffer);
      // A `\r` at the very end may be the first half of `\r\n`: wait for the next piece.
      if (!match || (!final && match[0] === '\r' && match.index === buffer.length - 1)) break;
      const line = buffer.slice(0, match.index);
      buffer = buffer.slice(match.index + match[0].length);
      const frame = readLine(line);
      if (frame) frames.push(frame);
    }
    return frames;
  }

  return {
    push(chunk) {
      buffer += chunk;
      return drain(false);
    },
    end() {
      const frames = drain(true);
      if (buffer) {
        const frame = readLine(buffer);
        if (frame) frames.push(frame);
        buffer = '';
      }
      const last = dispatch();
      return last ? [...frames, last] : frames;
    },
  };
}

import { createSseParser, type SseFrame } from './sse';

/** Every frame the parser gives for the stream cut into these pieces, the end included. */
function framesOf(...pieces: string[]): SseFrame[] {
  const parser = createSseParser();
  return [...pieces.flatMap((piece) => parser.push(piece)), ...parser.end()];
}

const STREAM =
  'event: references\ndata: {"character":"Seneca"}\n\n' +
  'event: delta\ndata: {"text":"Time "}\n\n' +
  ': a comment, to keep the connection open\n\n' +
  'event: delta\r\ndata: {"text":"is ours."}\r\n\r\n' +
  'event: done\ndata: {"response":"Time is ours."}\n\n';

const EXPECTED: SseFrame[] = [
  { event: 'references', data: '{"character":"Seneca"}' },
  { event: 'delta', data: '{"text":"Time "}' },
  { event: 'delta', data: '{"text":"is ours."}' },
  { event: 'done', data: '{"response":"Time is ours."}' },
];

test('reads named events, skipping comments, with \\n or \\r\\n line ends', () => {
  expect(framesOf(STREAM)).toEqual(EXPECTED);
});

test('gives the same frames wherever the stream is cut, in two or in single characters', () => {
  for (let cut = 1; cut < STREAM.length; cut += 1) {
    expect(framesOf(STREAM.slice(0, cut), STREAM.slice(cut))).toEqual(EXPECTED);
  }
  expect(framesOf(...STREAM)).toEqual(EXPECTED);
});

test('a frame is given only once its blank line has come', () => {
  const parser = createSseParser();
  expect(parser.push('event: delta\ndata: {"text":"a"}\n')).toEqual([]);
  expect(parser.push('\nevent: del')).toEqual([{ event: 'delta', data: '{"text":"a"}' }]);
  expect(parser.push('ta\ndata: {"text":"b"}\n\n')).toEqual([
    { event: 'delta', data: '{"text":"b"}' },
  ]);
});

test('a \\r at the end of a piece waits to see whether \\n follows', () => {
  expect(framesOf('event: delta\r', '\ndata: x\r', '\n\r', '\n')).toEqual([
    { event: 'delta', data: 'x' },
  ]);
  // A lone \r ends a line too.
  expect(framesOf('event: delta\rdata: y\r\r')).toEqual([{ event: 'delta', data: 'y' }]);
});

test('joins data lines with newlines; strips one space after the colon; names none "message"', () => {
  expect(framesOf('data:first\ndata:  second\ndata\n\n')).toEqual([
    { event: 'message', data: 'first\n second\n' },
  ]);
});

test('skips frames without data and fields it does not know', () => {
  expect(framesOf('event: ping\n\nid: 4\nretry: 1000\nevent: delta\ndata: z\n\n')).toEqual([
    { event: 'delta', data: 'z' },
  ]);
});

test('a last frame without its blank line still counts when the stream ends', () => {
  expect(framesOf('event: done\ndata: {}')).toEqual([{ event: 'done', data: '{}' }]);
  expect(framesOf('event: done\ndata: {}\n')).toEqual([{ event: 'done', data: '{}' }]);
});

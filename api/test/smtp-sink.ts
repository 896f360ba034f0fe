import { buildTestApp, type TestApp } from './helper';
import net, { type AddressInfo, type Socket } from 'node:net';
import { SMTPServer } from 'smtp-server';

export interface CapturedMail {
  to: string[];
  raw: string;
  /** Header value (unfolded) by lower-case name. */
  header(name: string): string | undefined;
  /** The text part, quoted-printable decoded. */
  text: string;
}

function decodeQuotedPrintable(text: string): string {
  const bytes = text
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
  return Buffer.from(bytes, 'latin1').toString('utf8');
}

/** RFC 2047 encoded words, as in `=?UTF-8?Q?...?=`. */
function decodeWords(value: string): string {
  return value
    .replace(/\?=\s+=\?/g, '?==?')
    .replace(/=\?UTF-8\?([QB])\?([^?]*)\?=/gi, (_, encoding: string, text: string) =>
      encoding.toUpperCase() === 'B'
        ? Buffer.from(text, 'base64').toString('utf8')
        : decodeQuotedPrintable(text.replace(/_/g, ' ')),
    );
}

function parse(raw: string, to: string[]): CapturedMail {
  const [head = '', ...rest] = raw.split(/\r?\n\r?\n/);
  const headers = new Map<string, string>();
  for (const line of head.replace(/\r?\n[ \t]+/g, ' ').split(/\r?\n/)) {
    const at = line.indexOf(':');
    if (at > 0)
      headers.set(line.slice(0, at).toLowerCase(), decodeWords(line.slice(at + 1).trim()));
  }
  const body = rest.join('\n\n');
  const textPart =
    /Content-Type: text\/plain[\s\S]*?\r?\n\r?\n([\s\S]*?)\r?\n--/i.exec(body)?.[1] ?? body;
  return {
    to,
    raw,
    header: (name) => headers.get(name.toLowerCase()),
    text: decodeQuotedPrintable(textPart),
  };
}

/**
 * A real SMTP server on a free port that keeps what it receives, or refuses every message with a
 * reply that quotes the recipient, as real servers do.
 */
export async function startSmtpSink(options: { refuse?: boolean } = {}) {
  const received: CapturedMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      if (options.refuse) {
        const to = session.envelope.rcptTo.map((r) => r.address).join(', ');
        stream.resume();
        stream.on('end', () =>
          callback(Object.assign(new Error(`<${to}>: Mailbox unavailable`), { responseCode: 550 })),
        );
        return;
      }
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const to = session.envelope.rcptTo.map((r) => r.address);
        received.push(parse(Buffer.concat(chunks).toString('utf8'), to));
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/**
 * A TCP server that accepts connections and never says a word (an SMTP server that hangs), until
 * `relayTo` makes it pass new connections through to a working server.
 */
export async function startSilentServer() {
  const held = new Set<Socket>();
  let target: number | null = null;
  const server = net.createServer((socket) => {
    held.add(socket);
    socket.on('close', () => held.delete(socket));
    socket.on('error', () => undefined);
    if (target === null) return;
    const upstream = net.connect(target, '127.0.0.1');
    held.add(upstream);
    upstream.on('close', () => held.delete(upstream));
    upstream.on('error', () => socket.destroy());
    socket.pipe(upstream).pipe(socket);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    /** From now on, connections reach the SMTP server at `url`. */
    relayTo(url: string) {
      target = Number(new URL(url).port);
    },
    close() {
      for (const socket of held) socket.destroy();
      return new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

/** Polls `check` until it holds (mail goes out in the background), failing after `timeoutMs`. */
export async function waitUntil(check: () => Promise<boolean>, timeoutMs = 10_000) {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`still not true after ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/**
 * For one describe block: an SMTP sink and an app (open sign-up) that delivers to it, started
 * before its tests and closed after them. Read `sink` and `t` inside the tests.
 */
export function appWithSmtpSink() {
  const context = {} as { sink: Awaited<ReturnType<typeof startSmtpSink>>; t: TestApp };
  beforeAll(async () => {
    context.sink = await startSmtpSink();
    context.t = await buildTestApp({ SIGNUP_MODE: 'open', SMTP_URL: context.sink.url });
  });
  afterAll(async () => {
    await context.t.close();
    await context.sink.close();
  });
  return context;
}

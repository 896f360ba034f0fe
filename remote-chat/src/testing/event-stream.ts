// A streamed answer for tests, without ReadableStream (jsdom has none): a response whose body
// reader hands out the pieces the test writes, as the browser would, and fails with an AbortError
// once the request's signal is aborted.

interface Waiting {
  resolve: (result: ReadableStreamReadResult<Uint8Array>) => void;
  reject: (error: unknown) => void;
}

export interface FakeEventStream {
  /** What `apiClient.post` resolves with. */
  response: { body: { getReader: () => unknown } };
  /** Sends raw text, cut wherever the test likes. */
  write: (text: string) => void;
  /** Sends one whole event. */
  send: (event: string, data: unknown) => void;
  /** Ends the stream. */
  close: () => void;
  /** Breaks the stream (a lost connection). */
  fail: (error: unknown) => void;
  /** Whether the reader was cancelled (the client closing the connection). */
  cancelled: () => boolean;
}

export function fakeEventStream(signal?: AbortSignal): FakeEventStream {
  const encoder = new TextEncoder();
  const pieces: Uint8Array[] = [];
  let waiting: Waiting | null = null;
  let closed = false;
  let failure: unknown = null;
  let cancelled = false;

  const settle = () => {
    const reader = waiting;
    if (!reader) return;
    if (failure !== null) reader.reject(failure);
    else if (pieces.length) reader.resolve({ done: false, value: pieces.shift()! });
    else if (closed) reader.resolve({ done: true, value: undefined });
    else return;
    waiting = null;
  };

  const stream: FakeEventStream = {
    response: {
      body: {
        getReader: () => ({
          read: () =>
            new Promise<ReadableStreamReadResult<Uint8Array>>((resolve, reject) => {
              waiting = { resolve, reject };
              settle();
            }),
          cancel: () => {
            cancelled = true;
            return Promise.resolve();
          },
          releaseLock: () => undefined,
        }),
      },
    },
    write: (text) => {
      pieces.push(encoder.encode(text));
      settle();
    },
    send: (event, data) => stream.write(`event: ${event}\ndata: ${JSON.stringify(data)}\n\n`),
    close: () => {
      closed = true;
      settle();
    },
    fail: (error) => {
      failure = error;
      settle();
    },
    cancelled: () => cancelled,
  };
  signal?.addEventListener('abort', () =>
    stream.fail(new DOMException('The operation was aborted.', 'AbortError')),
  );
  return stream;
}

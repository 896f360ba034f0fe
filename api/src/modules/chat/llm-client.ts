import type { Config } from '../../config';
import { endpointDetail } from '../../lib/endpoint-detail';

export interface LlmMessage {
  role: 'system' | 'user' | 'assistant';
  content: string;
}

/** A failure of the language model's endpoint; its message never holds the API key. */
export class LlmError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'LlmError';
  }
}

/** An answer still being written after this many times the timeout is abandoned. */
export const ANSWER_TIMEOUTS = 4;
/** An answer longer than this is abandoned (about 3,000 words: far past any chat answer). */
export const ANSWER_MAX_CHARS = 20_000;

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The text of a chunk `{choices: [{delta: {content}}]}` (or of a whole `message`), or ''. */
function contentOf(body: unknown): string {
  if (isRecord(body) && body.error !== undefined) {
    const error = body.error;
    const message = isRecord(error) && typeof error.message === 'string' ? error.message : 'error';
    throw new LlmError(`The LLM endpoint sent an error: ${message}`);
  }
  const choice =
    isRecord(body) && Array.isArray(body.choices) ? (body.choices[0] as unknown) : null;
  if (!isRecord(choice)) return '';
  const part = isRecord(choice.delta) ? choice.delta : choice.message;
  return isRecord(part) && typeof part.content === 'string' ? part.content : '';
}

/**
 * Writes answers through any OpenAI-compatible `/chat/completions` endpoint, streamed: `baseUrl`
 * is the API root (`https://api.openai.com/v1`), as for the embeddings endpoint. `timeoutMs` bounds
 * the wait for the answer to begin and then every silence between two of its pieces; the whole
 * answer must end within ANSWER_TIMEOUTS times `timeoutMs` and ANSWER_MAX_CHARS characters, so an
 * endpoint that never stops writing is abandoned too.
 */
export function createLlmClient({ baseUrl, model, apiKey, timeoutMs }: Config['llm']) {
  const url = `${(baseUrl ?? '').replace(/\/+$/, '')}/chat/completions`;

  const detail = (text: string) => endpointDetail(text, apiKey);

  const parse = (data: string): unknown => {
    try {
      return JSON.parse(data) as unknown;
    } catch {
      throw new LlmError(`The LLM endpoint sent something other than JSON${detail(data)}`);
    }
  };

  /** The answer's text piece by piece, as the endpoint sends it (`data:` lines until [DONE]). */
  async function* read(response: Response): AsyncGenerator<string> {
    if (!(response.headers.get('content-type') ?? '').includes('text/event-stream')) {
      // An endpoint that does not stream answers the whole completion at once.
      const content = contentOf(parse(await response.text()));
      if (content) yield content;
      return;
    }
    if (!response.body) return;
    const decoder = new TextDecoder();
    let buffer = '';
    for await (const chunk of response.body as AsyncIterable<Uint8Array>) {
      buffer += decoder.decode(chunk, { stream: true });
      const lines = buffer.split(/\r?\n/);
      buffer = lines.pop() ?? '';
      for (const line of lines) {
        if (!line.startsWith('data:')) continue;
        const data = line.slice(5).trim();
        if (data === '[DONE]') return;
        const content = contentOf(parse(data));
        if (content) yield content;
      }
    }
  }

  return {
    model,

    /**
     * Streams the answer to `messages`. Aborting `signal` (the learner left) cancels the request
     * and throws its reason; a timeout, a refusal or a broken answer throws an `LlmError`.
     */
    async *stream(messages: readonly LlmMessage[], signal: AbortSignal): AsyncGenerator<string> {
      signal.throwIfAborted();
      const request = new AbortController();
      let timedOut = false;
      let timer: NodeJS.Timeout | undefined;
      const wait = () => {
        clearTimeout(timer);
        timer = setTimeout(() => {
          timedOut = true;
          request.abort();
        }, timeoutMs);
      };
      const stop = () => request.abort();
      signal.addEventListener('abort', stop, { once: true });
      wait();
      let tooLong: string | null = null;
      const whole = setTimeout(() => {
        tooLong = `did not finish its answer within ${timeoutMs * ANSWER_TIMEOUTS} ms`;
        request.abort();
      }, timeoutMs * ANSWER_TIMEOUTS);
      let length = 0;
      try {
        const response = await fetch(url, {
          method: 'POST',
          headers: {
            'content-type': 'application/json',
            accept: 'text/event-stream',
            ...(apiKey ? { authorization: `Bearer ${apiKey}` } : {}),
          },
          body: JSON.stringify({ model, messages, stream: true }),
          signal: request.signal,
        });
        if (!response.ok) {
          throw new LlmError(
            `The LLM endpoint answered HTTP ${response.status}${detail(await response.text())}`,
          );
        }
        for await (const piece of read(response)) {
          length += piece.length;
          if (length > ANSWER_MAX_CHARS) {
            tooLong = `wrote more than ${ANSWER_MAX_CHARS} characters`;
            throw new LlmError(`The LLM endpoint ${tooLong}`);
          }
          // The time the reader takes with a piece is not the endpoint's silence.
          clearTimeout(timer);
          yield piece;
          wait();
        }
      } catch (error) {
        if (signal.aborted) throw signal.reason;
        if (tooLong !== null) throw new LlmError(`The LLM endpoint ${tooLong}`);
        if (timedOut) throw new LlmError(`The LLM endpoint fell silent for ${timeoutMs} ms`);
        if (error instanceof LlmError) throw error;
        const reason = error instanceof Error ? error.message : String(error);
        throw new LlmError(`The LLM endpoint cannot be reached (${reason})`, { cause: error });
      } finally {
        clearTimeout(timer);
        clearTimeout(whole);
        signal.removeEventListener('abort', stop);
        // A reader that stops early (or failed) leaves no request open behind it.
        request.abort();
      }
    },
  };
}

export type LlmClient = ReturnType<typeof createLlmClient>;

import type {
  ChatBody,
  ChatStreamDelta,
  ChatStreamDone,
  ChatStreamReferences,
} from '@lyceum/contracts';
import { CHAT_STREAM_EVENTS, type ChatStreamEventName } from '@lyceum/contracts/constants';
import { ApiError, apiClient } from '@lyceum/platform';
import { createSseParser, type SseFrame } from '../../../lib/sse';

export const CHAT_STREAM_PATH = '/api/persona/chat/stream';

export interface ChatStreamHandlers {
  /** Aborting it stops the answer where it is. */
  signal: AbortSignal;
  /** The answer's sources, which arrive before any of its text. */
  onReferences: (event: ChatStreamReferences) => void;
  /** The next piece of the answer's text. */
  onDelta: (text: string) => void;
}

const isEventName = (name: string): name is ChatStreamEventName =>
  (CHAT_STREAM_EVENTS as readonly string[]).includes(name);

/**
 * The server's `error` event as the client's error. The response itself had started well, so the
 * failure is the answer's, like a gateway's: its code gives the text when it has one.
 */
function streamError(data: unknown): ApiError {
  const { detail, code } = (data ?? {}) as { detail?: unknown; code?: unknown };
  return new ApiError(
    502,
    typeof detail === 'string' ? detail : '',
    true,
    typeof code === 'string' ? code : undefined,
  );
}

/** Hands one frame to its handler; the whole answer when the frame ends the stream. */
function readFrame(frame: SseFrame, handlers: ChatStreamHandlers): ChatStreamDone | null {
  // Events this client does not know are skipped, so the server may add some.
  if (!isEventName(frame.event)) return null;
  const data: unknown = JSON.parse(frame.data);
  switch (frame.event) {
    case 'references':
      handlers.onReferences(data as ChatStreamReferences);
      return null;
    case 'delta':
      handlers.onDelta((data as ChatStreamDelta).text);
      return null;
    case 'done':
      return data as ChatStreamDone;
    case 'error':
      throw streamError(data);
  }
}

/**
 * Asks a persona and follows the answer as the server writes it (`POST /api/persona/chat/stream`,
 * server-sent events): the sources first, then the text piece by piece; resolves with the whole
 * answer (`done`). Throws `ApiError` when the call is refused, when the server reports an `error`
 * or when the stream ends without its answer; an aborted signal rejects with the abort.
 */
export async function streamChat(
  body: ChatBody,
  handlers: ChatStreamHandlers,
): Promise<ChatStreamDone> {
  const response = await apiClient.post(CHAT_STREAM_PATH, {
    json: body,
    signal: handlers.signal,
    // An answer takes as long as it takes; the user can stop it.
    timeout: false,
    headers: { Accept: 'text/event-stream' },
  });
  if (!response.body) throw new ApiError(null, 'The answer has no body');
  const reader = response.body.getReader();
  const decoder = new TextDecoder();
  const parser = createSseParser();
  try {
    for (;;) {
      const { done, value } = await reader.read();
      const frames = done
        ? [...parser.push(decoder.decode()), ...parser.end()]
        : parser.push(decoder.decode(value, { stream: true }));
      for (const frame of frames) {
        const answer = readFrame(frame, handlers);
        if (answer) return answer;
      }
      if (done) break;
    }
  } finally {
    // Closes the connection when the answer came (or failed) before the stream's end.
    reader.cancel().catch(() => undefined);
  }
  throw new ApiError(null, 'The answer ended before it was complete');
}

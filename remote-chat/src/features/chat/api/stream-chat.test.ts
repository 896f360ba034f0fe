import { ApiError, apiClient } from '@lyceum/platform';
import { fakeEventStream, type FakeEventStream } from '../../../testing/event-stream';
import { testAnswer, testSource } from '../../../testing/personas';
import { CHAT_STREAM_PATH, streamChat } from './stream-chat';

jest.mock('@lyceum/platform', () => ({
  ...jest.requireActual<object>('@lyceum/platform'),
  apiClient: { post: jest.fn() },
}));

const post = jest.mocked(apiClient.post);
const body = { character: 'Seneca', message: 'What is time?', language: 'fr' as const };
const references = {
  character: 'Seneca',
  references: { sources: [testSource(1)], total_queries: 2, selection_method: 'hybrid' as const },
};

/** Starts a streamed answer over a fake stream; returns the stream, the calls seen, the result. */
function start() {
  const controller = new AbortController();
  const stream: FakeEventStream = fakeEventStream(controller.signal);
  post.mockResolvedValue(stream.response as never);
  const seen: string[] = [];
  const result = streamChat(body, {
    signal: controller.signal,
    onReferences: (event) => seen.push(`references ${event.references.sources.length}`),
    onDelta: (text) => seen.push(`delta ${text}`),
  });
  return { controller, stream, seen, result };
}

beforeEach(() => post.mockReset());

test('posts the question without a time limit, with the signal, asking for events', async () => {
  const { controller, stream, result } = start();
  stream.send('done', testAnswer());
  await result;
  expect(post).toHaveBeenCalledWith(CHAT_STREAM_PATH, {
    json: body,
    signal: controller.signal,
    timeout: false,
    headers: { Accept: 'text/event-stream' },
  });
});

test('hands over the sources, then each piece, and resolves with the whole answer', async () => {
  const { stream, seen, result } = start();
  const answer = testAnswer({ response: 'Time is ours.' });
  stream.send('references', references);
  stream.send('delta', { text: 'Time ' });
  // A frame cut across pieces, as a network may cut it.
  stream.write('event: del');
  stream.write('ta\ndata: {"text":"is ');
  stream.write('ours."}\n');
  stream.write('\nevent: unknown-kind\ndata: {}\n\n');
  stream.send('done', answer);
  await expect(result).resolves.toEqual(answer);
  expect(seen).toEqual(['references 1', 'delta Time ', 'delta is ours.']);
  expect(stream.cancelled()).toBe(true);
});

test('an error event fails with its code and detail', async () => {
  const { stream, result } = start();
  stream.send('references', references);
  stream.send('error', {
    detail: 'The answer could not be written',
    code: 'chat.generation_failed',
  });
  const error: unknown = await result.catch((caught: unknown) => caught);
  expect(error).toBeInstanceOf(ApiError);
  expect(error).toMatchObject({ code: 'chat.generation_failed', fromServer: true });
});

test('a stream that ends before its answer fails as a lost answer', async () => {
  const { stream, result } = start();
  stream.send('delta', { text: 'Time ' });
  stream.close();
  await expect(result).rejects.toMatchObject({ name: 'ApiError', status: null });
});

test('aborting stops the reading with the abort', async () => {
  const { controller, stream, seen, result } = start();
  stream.send('delta', { text: 'Time ' });
  // Lets the piece be read before the abort.
  await new Promise((resolve) => setTimeout(resolve, 0));
  controller.abort();
  await expect(result).rejects.toMatchObject({ name: 'AbortError' });
  expect(seen).toEqual(['delta Time ']);
});

test('a refused call fails with the client’s error, before any stream', async () => {
  post.mockRejectedValue(
    new ApiError(400, 'Please write a message', true, 'chat.message_required'),
  );
  const result = streamChat(body, {
    signal: new AbortController().signal,
    onReferences: jest.fn(),
    onDelta: jest.fn(),
  });
  await expect(result).rejects.toMatchObject({ status: 400, code: 'chat.message_required' });
});

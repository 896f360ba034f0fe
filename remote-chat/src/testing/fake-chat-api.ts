// A fake of the persona API for the page tests: it answers every call Discover and the chat make
// from an editable state, records each request, fails the ones it is told to, and hands each
// streamed answer to the test to write.
import type {
  ChatMessage,
  DebateBody,
  DebateRound,
  DiscoverPersona,
  IdeaFlashcardResponse,
} from '@lyceum/contracts';
import { ApiError, apiClient } from '@lyceum/platform';
import { fakeEventStream, type FakeEventStream } from './event-stream';
import { characterOf, plato, seneca } from './personas';

export interface Request {
  method: 'GET' | 'POST';
  path: string;
  json: unknown;
  searchParams?: Record<string, string>;
}

interface CallOptions {
  json?: unknown;
  searchParams?: Record<string, string>;
  signal?: AbortSignal;
  timeout?: number | false;
}

/** What the API client's calls give back, enough for the data layer: awaitable, with `.json()`. */
type Answer = Promise<unknown> & { json: () => Promise<unknown> };

const notFound = () => new ApiError(404, 'Persona not found', true, 'personas.not_found');

export class FakeChatApi {
  readonly requests: Request[] = [];
  personas: DiscoverPersona[] = [seneca, plato];
  /** The kept conversation per slug. */
  conversations: Record<string, ChatMessage[]> = {};
  /** How the personas' names read in French, by slug; their own name where none. */
  frenchNames: Record<string, string> = { seneca: 'Sénèque' };
  /** The kept debate per pair (`first/second` in slug order), and how the next round reads. */
  debates: Record<string, DebateRound[]> = {};
  nextRound: ((body: DebateBody) => DebateRound) | null = null;
  /** The ideas the learner already has as flashcards. */
  readonly flashcards = new Set<number>();
  /** `"<METHOD> <path>"` → the error that call rejects with. */
  failures: Record<string, Error> = {};
  /** Each streamed answer asked for, in order, with the options it was asked with. */
  readonly streams: (FakeEventStream & { options: CallOptions })[] = [];

  /** Makes `apiClient` (mocked by the test file) answer from this fake. */
  install(): this {
    jest
      .mocked(apiClient.get)
      .mockImplementation(((path: string, options?: CallOptions) =>
        this.call('GET', path, options)) as never);
    jest
      .mocked(apiClient.post)
      .mockImplementation(((path: string, options?: CallOptions) =>
        this.call('POST', path, options)) as never);
    return this;
  }

  sent(method: Request['method'], path: string): Request[] {
    return this.requests.filter((request) => request.method === method && request.path === path);
  }

  /** The stream being written now. */
  get stream(): FakeEventStream & { options: CallOptions } {
    const stream = this.streams.at(-1);
    if (!stream) throw new Error('No answer was asked for');
    return stream;
  }

  private call(method: Request['method'], path: string, options: CallOptions = {}): Answer {
    this.requests.push({
      method,
      path,
      json: options.json,
      ...(options.searchParams ? { searchParams: options.searchParams } : {}),
    });
    const failure = this.failures[`${method} ${path}`];
    const promise = failure
      ? Promise.reject(failure)
      : Promise.resolve().then(() => this.answer(method, path, options));
    return Object.assign(promise, { json: () => promise });
  }

  /** A persona as read in `language`: its French name in French. */
  private readIn(persona: DiscoverPersona, language: string | undefined): DiscoverPersona {
    const french = language === 'fr' ? this.frenchNames[persona.slug] : undefined;
    return french ? { ...persona, display_name: french } : persona;
  }

  private persona(slug: string, language?: string): DiscoverPersona {
    const persona = this.personas.find((candidate) => candidate.slug === slug);
    if (!persona) throw notFound();
    return this.readIn(persona, language);
  }

  private answer(method: Request['method'], path: string, options: CallOptions): unknown {
    let match: RegExpExecArray | null;
    const language = options.searchParams?.language;
    if (method === 'GET' && path === '/api/persona/discover') {
      return this.personas.map((persona) => this.readIn(persona, language));
    }
    if (method === 'GET' && (match = /^\/api\/persona\/characters\/([^/]+)$/.exec(path))) {
      return characterOf(this.persona(decodeURIComponent(match[1]!), language));
    }
    if (method === 'GET' && (match = /^\/api\/persona\/([^/]+)\/conversation$/.exec(path))) {
      const persona = this.persona(decodeURIComponent(match[1]!), language);
      return { character: characterOf(persona), messages: this.conversations[persona.slug] ?? [] };
    }
    if ((match = /^\/api\/persona\/debate\/([^/]+)\/([^/]+)(\/reset)?$/.exec(path))) {
      const pair = [match[1]!, match[2]!].map((slug) =>
        this.persona(decodeURIComponent(slug), language),
      );
      const key = pair
        .map((persona) => persona.slug)
        .sort()
        .join('/');
      if (method === 'POST' && match[3]) {
        this.debates[key] = [];
        return { message: 'Debate reset' };
      }
      return { characters: pair.map(characterOf), rounds: this.debates[key] ?? [] };
    }
    if (method === 'POST' && path === '/api/persona/debate') {
      const body = options.json as DebateBody;
      if (!this.nextRound) throw new Error('No round is ready');
      const round = this.nextRound(body);
      const key = body.characters
        .map((slug) => this.persona(slug).slug)
        .sort()
        .join('/');
      this.debates[key] = [...(this.debates[key] ?? []), round];
      return round;
    }
    if (method === 'POST' && (match = /^\/api\/persona\/([^/]+)\/reset$/.exec(path))) {
      this.conversations[this.persona(decodeURIComponent(match[1]!)).slug] = [];
      return { message: 'Conversation reset' };
    }
    if (method === 'POST' && path === '/api/persona/flashcards') {
      const { idea_id: idea } = options.json as { idea_id: number };
      const created = !this.flashcards.has(idea);
      this.flashcards.add(idea);
      return { flashcard: flashcardOf(idea), created } satisfies IdeaFlashcardResponse;
    }
    if (method === 'POST' && path === '/api/persona/chat/stream') {
      const stream = Object.assign(fakeEventStream(options.signal), { options });
      this.streams.push(stream);
      return stream.response;
    }
    throw new Error(`unexpected ${method} ${path}`);
  }
}

const flashcardOf = (idea: number): IdeaFlashcardResponse['flashcard'] => ({
  id: idea,
  recto: `Idea ${idea}`,
  verso: 'Seneca',
  tags: [],
  status: 'draft',
  memory_strength: 0,
  last_review: null,
  due: null,
  created_at: '2026-01-01T00:00:00.000Z',
  updated_at: '2026-01-01T00:00:00.000Z',
});

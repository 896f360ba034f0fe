// A fake of the flashcards API for the library page's tests: it answers every call the page
// makes from an editable state, records each request, and fails the ones it is told to.
import type {
  Flashcard,
  FlashcardListResponse,
  FlashcardSummary,
  LearningStatsEntry,
  Tag,
} from '@lyceum/contracts';

export interface Request {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  path: string;
  /** The query string, for the list calls. */
  search: URLSearchParams;
  /** The JSON body, when the call sends one. */
  json: unknown;
}

interface CallOptions {
  searchParams?: URLSearchParams;
  json?: unknown;
}

/** What the API client's calls give back, enough for the data layer: awaitable, with `.json()`. */
type Answer = Promise<unknown> & { json: () => Promise<unknown> };

export interface FakeState {
  cards: Flashcard[];
  /** What the list says it holds in all; by default the cards given, on one page. */
  totalCount?: number;
  totalPages?: number;
  tags: Tag[];
  summary: FlashcardSummary;
  /** The days with learning sessions the progress panel charts; none by default. */
  learningStats: LearningStatsEntry[];
  /** `"<METHOD> <path>"` → the error that call rejects with. */
  failures: Record<string, Error>;
}

export class FakeApi {
  readonly requests: Request[] = [];
  state: FakeState = {
    cards: [],
    tags: [],
    summary: {
      total_count: 0,
      status_counts: { draft: 0, learning: 0, paused: 0, mastered: 0 },
      average_memory_strength: 0,
    },
    learningStats: [],
    failures: {},
  };

  /** The requests with this method and path. */
  sent(method: Request['method'], path: string): Request[] {
    return this.requests.filter((request) => request.method === method && request.path === path);
  }

  /** The search of every list request, in order. */
  listSearches(): URLSearchParams[] {
    return this.sent('GET', '/api/flashcards').map((request) => request.search);
  }

  /** The changes sent (everything but GET). */
  writes(): Request[] {
    return this.requests.filter((request) => request.method !== 'GET');
  }

  call(method: Request['method'], path: string, options: CallOptions = {}): Answer {
    this.requests.push({
      method,
      path,
      search: new URLSearchParams(options.searchParams),
      json: options.json,
    });
    const failure = this.state.failures[`${method} ${path}`];
    const promise = failure
      ? Promise.reject(failure)
      : Promise.resolve().then(() => this.answer(method, path, options.json));
    return Object.assign(promise, { json: () => promise });
  }

  private answer(method: Request['method'], path: string, json: unknown): unknown {
    const state = this.state;
    const cardId = /^\/api\/flashcards\/(\d+)$/.exec(path)?.[1];
    const tagId = /^\/api\/flashcards\/tags\/(\d+)$/.exec(path)?.[1];
    if (method === 'GET' && path === '/api/flashcards') {
      const list: FlashcardListResponse = {
        flashcards: state.cards,
        total_count: state.totalCount ?? state.cards.length,
        total_pages: state.totalPages ?? (state.cards.length > 0 ? 1 : 0),
        status_counts: state.summary.status_counts,
      };
      return list;
    }
    if (method === 'GET' && path === '/api/flashcards/summary') return state.summary;
    if (method === 'GET' && path === '/api/flashcards/tags') return state.tags;
    if (method === 'GET' && path === '/api/learning-sessions/stats') return state.learningStats;
    if (method === 'PUT' && cardId) {
      const updated = { ...this.card(Number(cardId)), ...(json as Partial<Flashcard>) };
      state.cards = state.cards.map((card) => (card.id === updated.id ? updated : card));
      return updated;
    }
    if (method === 'DELETE' && cardId) {
      state.cards = state.cards.filter((card) => card.id !== Number(cardId));
      return undefined;
    }
    if (method === 'DELETE' && tagId) {
      state.tags = state.tags.filter((tag) => tag.id !== Number(tagId));
      return undefined;
    }
    if (method === 'POST' && path.startsWith('/api/flashcards/bulk/')) {
      const ids = (json as { flashcard_ids: number[] }).flashcard_ids;
      if (path.endsWith('/delete')) {
        state.cards = state.cards.filter((card) => !ids.includes(card.id));
      }
      return { message: 'done', count: ids.length };
    }
    throw new Error(`unexpected ${method} ${path}`);
  }

  private card(id: number): Flashcard {
    const card = this.state.cards.find((candidate) => candidate.id === id);
    if (!card) throw new Error(`no card ${id}`);
    return card;
  }
}

// A fake of the calls the challenge screen makes, for its tests: it answers from an editable
// state, records every request, and fails the calls it is told to (each failure once).
import type {
  ChallengeAnswerBody,
  ChallengeAnswerResult,
  ChallengeFinalizeBody,
  Flashcard,
  LearningSessionBody,
  Tag,
} from '@lyceum/contracts';
import { testFlashcard } from './flashcard';

export interface Request {
  method: 'GET' | 'POST' | 'PUT';
  path: string;
  search: URLSearchParams;
  json: unknown;
  keepalive: boolean | undefined;
}

interface CallOptions {
  searchParams?: URLSearchParams;
  json?: unknown;
  keepalive?: boolean;
}

/** What the API client's calls give back, enough for the data layer: awaitable, with `.json()`. */
type Answer = Promise<unknown> & { json: () => Promise<unknown> };

export const SESSION = '/api/flashcards/challenge_session';
export const CHECK = '/api/flashcards/challenge';
export const FINALIZE = '/api/flashcards/challenge/finalize';
export const SAVE = '/api/learning-sessions';
export const TAGS = '/api/flashcards/tags';

export const flashcard = testFlashcard;

export const tag = (id: number, name: string): Tag => ({
  id,
  name,
  description: null,
  flashcard_count: 2,
});

export class FakeChallengeApi {
  readonly requests: Request[] = [];
  cards: Flashcard[] = [];
  tags: Tag[] = [];
  /** `"<METHOD> <path>"` → the errors the next calls reject with, one per call. */
  failures: Record<string, Error[]> = {};
  /** Calls held until released, by `"<METHOD> <path>"`. */
  private held = new Map<string, () => void>();
  private holding = new Set<string>();

  /** The requests with this method and path. */
  sent(method: Request['method'], path: string): Request[] {
    return this.requests.filter((request) => request.method === method && request.path === path);
  }

  /** The next call of this kind waits until `release` is called. */
  hold(call: string) {
    this.holding.add(call);
  }

  release(call: string) {
    this.held.get(call)?.();
    this.held.delete(call);
  }

  fail(call: string, error: Error) {
    (this.failures[call] ??= []).push(error);
  }

  call(method: Request['method'], path: string, options: CallOptions = {}): Answer {
    this.requests.push({
      method,
      path,
      search: new URLSearchParams(options.searchParams),
      json: options.json,
      keepalive: options.keepalive,
    });
    const call = `${method} ${path}`;
    const failure = this.failures[call]?.shift();
    let gate: Promise<void> = Promise.resolve();
    if (this.holding.delete(call)) {
      gate = new Promise((resolve) => this.held.set(call, resolve));
    }
    const promise = gate.then(() => {
      if (failure) throw failure;
      return this.answer(method, path, options.json);
    });
    return Object.assign(promise, { json: () => promise });
  }

  private answer(method: Request['method'], path: string, json: unknown): unknown {
    if (method === 'GET' && path === TAGS) return this.tags;
    if (method === 'GET' && path === SESSION) return { flashcards: this.cards };
    if (method === 'POST' && path === CHECK) return this.check(json as ChallengeAnswerBody);
    if (method === 'POST' && path === FINALIZE) {
      const body = json as ChallengeFinalizeBody;
      return { ...this.card(body.flashcard_id), status: 'learning' };
    }
    if (method === 'POST' && path === SAVE) {
      const body = json as LearningSessionBody;
      return { id: 1, accuracy_percentage: 0, notes: null, created_at: body.session_date, ...body };
    }
    const cardId = /^\/api\/flashcards\/(\d+)$/.exec(path)?.[1];
    if (method === 'PUT' && cardId) {
      const updated = { ...this.card(Number(cardId)), ...(json as Partial<Flashcard>) };
      this.cards = this.cards.map((card) => (card.id === updated.id ? updated : card));
      return updated;
    }
    throw new Error(`unexpected ${method} ${path}`);
  }

  /** Right when the answer is the front, ignoring case and spaces around it. */
  private check(body: ChallengeAnswerBody): ChallengeAnswerResult {
    const expected = this.card(body.flashcard_id).recto;
    const right = body.user_response.trim().toLowerCase() === expected.toLowerCase();
    return {
      is_correct: right,
      correct_answer: expected,
      alternative_answers: right ? [] : ['alt answer'],
      false_positives: [],
      validation_method: right ? 'exact' : 'no_match',
      can_override: true,
      diff: right
        ? [{ kind: 'equal', text: expected }]
        : [
            { kind: 'missing', text: expected },
            ...(body.user_response ? [{ kind: 'extra' as const, text: body.user_response }] : []),
          ],
    };
  }

  private card(id: number): Flashcard {
    const card = this.cards.find((candidate) => candidate.id === id);
    if (!card) throw new Error(`no card ${id}`);
    return card;
  }
}

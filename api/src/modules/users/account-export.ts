import type { AccountExport } from '@lyceum/contracts';
import { Readable } from 'node:stream';
import type { Config } from '../../config';
import type { Database } from '../../db';
import { apiError } from '../../lib/http-errors';
import type { KeyValueStore } from '../../store/store';
import { createFlashcardsService } from '../flashcards/flashcards-service';
import { createLearningSessionsService } from '../learning-sessions/learning-sessions-service';
import { createNewsletterSubscriptions } from '../newsletter/newsletter-service';
import { provenAddress, toProfile, type UserRow } from './users-repository';

export interface AccountExportDeps {
  db: Database;
  store: KeyValueStore;
  config: Pick<Config, 'quotas'>;
}

/**
 * Cards or sessions read and written at a time: a page's JSON is about 65 KB, and reading it
 * holds the embedded database's thread for a few milliseconds.
 */
export const EXPORT_PAGE_ROWS = 100;
/** The longest one export keeps its user's turn, should its process stop before it ends. */
const EXPORT_TURN_SECONDS = 15 * 60;

/** The head of the document, without its closing brace: what is not a list. */
type ExportHead = Omit<AccountExport, 'flashcards' | 'tags' | 'learning_sessions'>;

/**
 * Lets waiting requests through. A socket takes megabytes before it pushes back, and the
 * embedded database answers on this thread: without a pause, page after page would be read in
 * one turn of the event loop while every other request waits.
 */
const letOthersThrough = () => new Promise((resolve) => setImmediate(resolve));

/** The JSON of a list read page by page: `[`, the items separated by commas, `]`. */
async function* jsonList(pages: AsyncIterable<readonly unknown[]>): AsyncGenerator<string> {
  yield '[';
  let first = true;
  for await (const page of pages) {
    if (page.length === 0) continue;
    yield `${first ? '' : ','}${page.map((item) => JSON.stringify(item)).join(',')}`;
    first = false;
    await letOthersThrough();
  }
  yield ']';
}

/**
 * Everything the platform holds about a user, as one JSON document written as it is read: the
 * cards and the sessions page by page, so an export takes the memory of a page whatever the
 * account's size, and other requests go on between pages. One export per user at a time.
 */
export function createAccountExport({ db, store, config }: AccountExportDeps) {
  const subscribers = createNewsletterSubscriptions(db);
  const flashcards = createFlashcardsService({ db, quotas: config.quotas });
  const learningSessions = createLearningSessionsService({ db, quotas: config.quotas });

  async function* document(user: UserRow): AsyncGenerator<string> {
    const email = provenAddress(user);
    const subscription = email ? await subscribers.record(email) : null;
    const head: ExportHead = {
      format: 'lyceum-account-export',
      version: 1,
      exported_at: new Date().toISOString(),
      profile: toProfile(user),
      newsletter: subscription && {
        email: subscription.email,
        status: subscription.status,
        language: subscription.language,
        created_at: subscription.created_at.toISOString(),
        confirmed_at: subscription.confirmed_at?.toISOString() ?? null,
        unsubscribed_at: subscription.unsubscribed_at?.toISOString() ?? null,
      },
    };
    yield `${JSON.stringify(head).slice(0, -1)},"flashcards":`;
    yield* jsonList(flashcards.inOrder(user.id, EXPORT_PAGE_ROWS));
    yield `,"tags":${JSON.stringify(await flashcards.tags(user.id))},"learning_sessions":`;
    yield* jsonList(learningSessions.inOrder(user.id, EXPORT_PAGE_ROWS));
    yield '}';
  }

  return {
    /**
     * The user's export as a stream; a 409 while another of the user's exports is being
     * written. The turn passes once the stream ends, fails or is abandoned.
     */
    async start(user: UserRow): Promise<Readable> {
      const turn = `account-export:${user.id}`;
      if ((await store.incr(turn, EXPORT_TURN_SECONDS)) > 1) {
        throw apiError('account.export_running');
      }
      const stream = Readable.from(document(user), { objectMode: false });
      stream.once('close', () => {
        store.del(turn).catch(() => undefined);
      });
      return stream;
    },
  };
}

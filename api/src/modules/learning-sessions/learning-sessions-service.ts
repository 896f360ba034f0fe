import {
  cleanTagNames,
  LEARNING_ANALYTICS_LIMIT_DEFAULT,
  LEARNING_SESSIONS_PAGE_SIZE_DEFAULT,
  LEARNING_STATS_DAYS_DEFAULT,
  type LearningAnalytics,
  type LearningSession,
  type LearningSessionBody,
  type LearningSessionList,
  type LearningSessionListQuery,
  type LearningStatsEntry,
  type LearningStatsQuery,
} from '@lyceum/contracts';
import type { Quotas } from '../../config';
import type { Database } from '../../db';
import { apiError } from '../../lib/http-errors';
import { pagesById } from '../../lib/pages-by-id';
import { createLearningSessionsRepository } from './learning-sessions-repository';

export interface LearningSessionsDeps {
  db: Database;
  /** The most sessions one user may keep. */
  quotas: Pick<Quotas, 'learningSessions'>;
  /** The clock "today" is read from (tests move it). */
  now?: () => Date;
}

/** A session may be dated at most this far ahead of the server's clock (clocks drift). */
const FUTURE_SLACK_MS = 24 * 60 * 60 * 1000;
/** ...and not before this: older dates are mistakes, not sessions. */
const EARLIEST_SESSION = Date.UTC(2000, 0, 1);

/** An IANA time zone name this runtime knows (PostgreSQL knows the same database's names). */
function timeZone(name: string | undefined): string {
  if (name === undefined) return 'UTC';
  try {
    return new Intl.DateTimeFormat('en', { timeZone: name }).resolvedOptions().timeZone;
  } catch {
    throw apiError('validation.invalid', 'tz');
  }
}

/**
 * Each signed-in user's learning sessions: saving one (once, whatever the retries), listing them,
 * and the figures of the progress chart and the analytics summary, computed in SQL.
 */
export function createLearningSessionsService({
  db,
  quotas,
  now = () => new Date(),
}: LearningSessionsDeps) {
  const sessions = createLearningSessionsRepository(db);

  return {
    /** Every session of the user, oldest first, `size` at a time (an account's export holds them). */
    async *inOrder(userId: number, size: number): AsyncGenerator<LearningSession[]> {
      const ids = await sessions.idsInOrder(userId);
      yield* pagesById(ids, size, (page) => sessions.byIds(userId, page));
    },

    async save(userId: number, body: LearningSessionBody) {
      if (body.correct_answers > body.total_cards) {
        throw apiError('validation.invalid', 'correct_answers');
      }
      const sessionDate = new Date(body.session_date);
      const at = sessionDate.getTime();
      if (Number.isNaN(at) || at < EARLIEST_SESSION || at > now().getTime() + FUTURE_SLACK_MS) {
        throw apiError('validation.invalid', 'session_date');
      }
      const tags = body.tags_filter ? cleanTagNames(body.tags_filter) : null;
      // A session saved before is answered again whatever the quota; a new one past it is not
      // kept.
      return db.transaction(async (q) => {
        const tx = createLearningSessionsRepository(q);
        await tx.lockSaves(userId);
        const saved = await tx.insert(userId, {
          clientSessionId: body.client_session_id ?? null,
          sessionDate,
          totalCards: body.total_cards,
          correctAnswers: body.correct_answers,
          durationSeconds: body.session_duration_seconds,
          tags: tags && tags.length > 0 ? tags : null,
          notes: body.notes?.trim() || null,
        });
        if (saved.created && (await tx.count(userId)) > quotas.learningSessions) {
          throw apiError('quota.learning_sessions');
        }
        return saved;
      });
    },

    async list(userId: number, query: LearningSessionListQuery): Promise<LearningSessionList> {
      const page = query.page ?? 1;
      const pageSize = query.page_size ?? LEARNING_SESSIONS_PAGE_SIZE_DEFAULT;
      const { total, sessions: rows } = await sessions.page(
        userId,
        pageSize,
        (page - 1) * pageSize,
      );
      return { sessions: rows, page, total_count: total, total_pages: Math.ceil(total / pageSize) };
    },

    stats: (userId: number, query: LearningStatsQuery): Promise<LearningStatsEntry[]> =>
      sessions.stats(userId, query.days ?? LEARNING_STATS_DAYS_DEFAULT, timeZone(query.tz), now()),

    analytics: (
      userId: number,
      limit = LEARNING_ANALYTICS_LIMIT_DEFAULT,
    ): Promise<LearningAnalytics> => sessions.analytics(userId, limit),
  };
}

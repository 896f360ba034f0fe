import type { LearningAnalytics, LearningSession, LearningStatsEntry } from '@lyceum/contracts';
import { countOf, type Queryable } from '../../db';

interface SessionRow {
  id: number;
  session_date: Date;
  total_cards: number;
  correct_answers: number;
  session_duration_seconds: number;
  tags_filter: string[] | null;
  notes: string | null;
  created_at: Date;
}

/** A share in percent with one decimal, in SQL; 0 when there is nothing to share. */
const percentSql = (part: string, whole: string) =>
  `coalesce(round(100.0 * ${part} / nullif(${whole}, 0), 1), 0)::float8`;

/** Seconds as minutes with one decimal, in SQL. */
const minutesSql = (seconds: string) => `coalesce(round(${seconds} / 60.0, 1), 0)::float8`;

const SESSION_COLUMNS = `id, session_date, total_cards, correct_answers, session_duration_seconds,
  tags_filter, notes, created_at`;

export const toLearningSession = (row: SessionRow): LearningSession => ({
  id: row.id,
  session_date: row.session_date.toISOString(),
  total_cards: row.total_cards,
  correct_answers: row.correct_answers,
  accuracy_percentage:
    row.total_cards === 0 ? 0 : Math.round((1000 * row.correct_answers) / row.total_cards) / 10,
  session_duration_seconds: row.session_duration_seconds,
  tags_filter: row.tags_filter,
  notes: row.notes,
  created_at: row.created_at.toISOString(),
});

export interface NewSession {
  clientSessionId: string | null;
  sessionDate: Date;
  totalCards: number;
  correctAnswers: number;
  durationSeconds: number;
  tags: string[] | null;
  notes: string | null;
}

/** The SQL of each user's learning sessions and the figures computed over them. */
export function createLearningSessionsRepository(db: Queryable) {
  return {
    /**
     * Records a session; with a client id the user saved before, nothing is written and that
     * session is answered (`created` false).
     */
    async insert(userId: number, session: NewSession) {
      const [inserted] = await db.query<SessionRow>(
        `INSERT INTO learning_sessions (user_id, client_session_id, session_date, total_cards,
                                        correct_answers, session_duration_seconds, tags_filter, notes)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8)
         ON CONFLICT (user_id, client_session_id) WHERE client_session_id IS NOT NULL DO NOTHING
         RETURNING ${SESSION_COLUMNS}`,
        [
          userId,
          session.clientSessionId,
          session.sessionDate,
          session.totalCards,
          session.correctAnswers,
          session.durationSeconds,
          session.tags,
          session.notes,
        ],
      );
      if (inserted) return { session: toLearningSession(inserted), created: true };
      const [earlier] = await db.query<SessionRow>(
        `SELECT ${SESSION_COLUMNS} FROM learning_sessions
          WHERE user_id = $1 AND client_session_id = $2`,
        [userId, session.clientSessionId],
      );
      if (!earlier) throw new Error('a session conflicting on its client id was not found');
      return { session: toLearningSession(earlier), created: false };
    },

    /** Holds the user's other session saves off until the transaction ends. */
    async lockSaves(userId: number): Promise<void> {
      await db.query('SELECT pg_advisory_xact_lock(7410011, $1)', [userId]);
    },

    count: (userId: number) =>
      countOf(db, 'SELECT count(*)::int AS count FROM learning_sessions WHERE user_id = $1', [
        userId,
      ]),

    /**
     * The ids of all the user's sessions, oldest first, as one text (an export reads the
     * sessions by these, as the flashcards' `idsInOrder`).
     */
    idsInOrder: async (userId: number) => {
      const [row] = await db.query<{ ids: string | null }>(
        `SELECT string_agg(id::text, ',' ORDER BY session_date, id) AS ids
           FROM learning_sessions WHERE user_id = $1`,
        [userId],
      );
      return row?.ids ? row.ids.split(',').map(Number) : [];
    },

    /** The user's sessions `ids`, in no particular order. */
    byIds: async (userId: number, ids: readonly number[]) =>
      (
        await db.query<SessionRow>(
          `SELECT ${SESSION_COLUMNS} FROM learning_sessions
            WHERE user_id = $1 AND id = ANY($2::int[])`,
          [userId, ids],
        )
      ).map(toLearningSession),

    /** A page of the user's sessions, newest first, and how many they have. */
    async page(userId: number, limit: number, offset: number) {
      const rows = await db.query<SessionRow & { total: number }>(
        `SELECT (SELECT count(*)::int FROM learning_sessions WHERE user_id = $1) AS total, s.*
           FROM (SELECT 1) AS one
           LEFT JOIN LATERAL (
             SELECT ${SESSION_COLUMNS} FROM learning_sessions WHERE user_id = $1
              ORDER BY session_date DESC, id DESC LIMIT $2 OFFSET $3) AS s ON true`,
        [userId, limit, offset],
      );
      return {
        total: Number(rows[0]?.total ?? 0),
        sessions: rows.filter((row) => row.id !== null).map(toLearningSession),
      };
    },

    /**
     * One entry per day holding sessions, over the `days` days that end with `now`'s day, the
     * days being those of the time zone `tz`; oldest first.
     */
    stats: (userId: number, days: number, tz: string, now: Date) =>
      db.query<LearningStatsEntry>(
        `WITH s AS (
           SELECT (session_date AT TIME ZONE $2)::date AS day, total_cards, correct_answers,
                  session_duration_seconds
             FROM learning_sessions
            WHERE user_id = $1
              AND session_date >= (($4::timestamptz AT TIME ZONE $2)::date - ($3::int - 1))::timestamp
                                   AT TIME ZONE $2)
         SELECT to_char(day, 'YYYY-MM-DD') AS date,
                ${percentSql('sum(correct_answers)', 'sum(total_cards)')} AS accuracy_percentage,
                sum(total_cards)::int AS total_cards,
                ${minutesSql('sum(session_duration_seconds)')} AS session_duration_minutes,
                count(*)::int AS session_count
           FROM s GROUP BY day ORDER BY day`,
        [userId, tz, days, now],
      ),

    /** Totals over the user's latest `limit` sessions. */
    async analytics(userId: number, limit: number): Promise<LearningAnalytics> {
      const [row] = await db.query<LearningAnalytics>(
        `WITH recent AS (
           SELECT total_cards, correct_answers, session_duration_seconds FROM learning_sessions
            WHERE user_id = $1 ORDER BY session_date DESC, id DESC LIMIT $2)
         SELECT count(*)::int AS total_sessions,
                ${percentSql('sum(correct_answers)', 'sum(total_cards)')} AS average_accuracy,
                coalesce(sum(total_cards), 0)::int AS total_cards_studied,
                ${minutesSql('sum(session_duration_seconds)')} AS total_study_time_minutes
           FROM recent`,
        [userId, limit],
      );
      if (!row) throw new Error('an aggregate answered no row');
      return row;
    },
  };
}

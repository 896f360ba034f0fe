import {
  FLASHCARD_STATUSES,
  type Flashcard,
  type FlashcardSort,
  type FlashcardStatusName,
  type StatusCounts,
  type Tag,
} from '@lyceum/contracts';
import type { Queryable } from '../../db';
import { retrievabilitySql, roundStrength, statusOf, type MemoryState } from './memory';

/** A card row with what the API shows of it; `memory_strength` computed at the query's `now`. */
interface CardRow {
  id: number;
  recto: string;
  verso: string;
  tags: string[];
  status: FlashcardStatusName;
  memory_strength: number;
  last_review: Date | null;
  due: Date | null;
  created_at: Date;
  updated_at: Date;
}

export function toFlashcard(row: CardRow): Flashcard {
  return {
    id: row.id,
    recto: row.recto,
    verso: row.verso,
    tags: row.tags,
    status: row.status,
    memory_strength: roundStrength(row.memory_strength),
    last_review: row.last_review?.toISOString() ?? null,
    due: row.due?.toISOString() ?? null,
    created_at: row.created_at.toISOString(),
    updated_at: row.updated_at.toISOString(),
  };
}

/** The FSRS columns of a card, as `memory.ts` reads them. */
export interface MemoryRow {
  id: number;
  status: FlashcardStatusName;
  due: Date | null;
  stability: number;
  difficulty: number;
  elapsed_days: number;
  scheduled_days: number;
  learning_steps: number;
  reps: number;
  lapses: number;
  state: number;
  last_review: Date | null;
}

export interface ListFilter {
  status?: FlashcardStatusName;
  /** Lower-cased tag names; a card must carry all of them. */
  tags: string[];
  /** Words that must each appear in recto or verso, ignoring case and accents. */
  words: string[];
  sort: FlashcardSort;
  limit: number;
  offset: number;
}

/** Order of the status sort: draft, learning, paused, mastered. */
const STATUS_ORDER = `array_position(ARRAY[${FLASHCARD_STATUSES.map((s) => `'${s}'`).join(',')}]::text[], s.status)`;

/** Each sort over the filtered cards `s`; ties go newest first. */
const ORDER_BY: Record<FlashcardSort, string> = {
  memory_strength: 's.memory_strength ASC, s.created_at DESC, s.id DESC',
  status: `${STATUS_ORDER} ASC, s.created_at DESC, s.id DESC`,
  created: 's.created_at DESC, s.id DESC',
};

/** LIKE's wildcards and escape character, taken literally in a search word. */
const escapeLike = (word: string) => word.replace(/[\\%_]/g, (c) => `\\${c}`);

/** The tag names of the card `f`, in alphabetical order. */
const TAGS_OF = `coalesce(ARRAY(
  SELECT t.name FROM flashcard_tags ft JOIN tags t ON t.id = ft.tag_id
   WHERE ft.flashcard_id = p.id ORDER BY lower(t.name)), '{}') AS tags`;

const CARD_COLUMNS =
  'f.id, f.recto, f.verso, f.status, f.last_review, f.due, f.created_at, f.updated_at';

const MEMORY_COLUMNS =
  'id, status, due, stability, difficulty, elapsed_days, scheduled_days, learning_steps, reps, lapses, state, last_review';

/**
 * The list's statements, also run as they are by the benchmark's direct-driver side: the page
 * (with the filtered total), and the per-status counts and summed memory strength of all the
 * user's cards. `$1` is the user, `$2` the instant memory strength is computed at.
 */
export function listStatements(filter: ListFilter) {
  const params: unknown[] = [];
  const param = (value: unknown) => {
    params.push(value);
    return `$${params.length + 2}`;
  };
  const where = ['f.user_id = $1'];
  if (filter.status) where.push(`f.status = ${param(filter.status)}`);
  if (filter.tags.length > 0) {
    const names = param(filter.tags);
    where.push(`f.id IN (
      SELECT ft.flashcard_id FROM flashcard_tags ft JOIN tags t ON t.id = ft.tag_id
       WHERE t.user_id = $1 AND lower(t.name) = ANY(${names}::text[])
       GROUP BY ft.flashcard_id HAVING count(*) = cardinality(${names}::text[]))`);
  }
  if (filter.words.length > 0) {
    where.push(`NOT EXISTS (
      SELECT 1 FROM unnest(${param(filter.words.map(escapeLike))}::text[]) AS w(word)
       WHERE f.search_text NOT LIKE '%' || lyceum_fold(w.word) || '%')`);
  }
  const limit = param(filter.limit);
  const offset = param(filter.offset);
  const page = `WITH s AS (
      SELECT ${CARD_COLUMNS}, ${retrievabilitySql('$2')} AS memory_strength
        FROM flashcards f
       WHERE ${where.join(' AND ')}),
    p AS (
      SELECT s.*, count(*) OVER () AS total, row_number() OVER (ORDER BY ${ORDER_BY[filter.sort]}) AS position
        FROM s ORDER BY position LIMIT ${limit} OFFSET ${offset})
    SELECT p.*, ${TAGS_OF} FROM p ORDER BY p.position`;
  const summary = `SELECT f.status, count(*) AS count, sum(${retrievabilitySql('$2')}) AS strength
      FROM flashcards f WHERE f.user_id = $1 GROUP BY f.status`;
  return { page, pageParams: params, summary };
}

/** The SQL of the flashcard library: cards, their memory, their tags. */
export function createFlashcardsRepository(db: Queryable) {
  /** The cards `ids` of the user, with their tags and memory strength at `now`, in id order. */
  const cards = async (userId: number, ids: number[], now: Date) =>
    (
      await db.query<CardRow>(
        `WITH p AS (
           SELECT ${CARD_COLUMNS}, ${retrievabilitySql('$2')} AS memory_strength
             FROM flashcards f WHERE f.user_id = $1 AND f.id = ANY($3::int[]))
         SELECT p.*, ${TAGS_OF} FROM p ORDER BY p.id`,
        [userId, now, ids],
      )
    ).map(toFlashcard);

  /**
   * The user's tags named `names` (compared case-insensitively), created when new with the
   * spelling given; answers their ids.
   */
  const ensureTags = async (userId: number, names: string[]): Promise<number[]> => {
    if (names.length === 0) return [];
    await db.query(
      `INSERT INTO tags (user_id, name) SELECT $1, n FROM unnest($2::text[]) AS n
       ON CONFLICT (user_id, (lower(name))) DO NOTHING`,
      [userId, names],
    );
    const rows = await db.query<{ id: number }>(
      'SELECT id FROM tags WHERE user_id = $1 AND lower(name) = ANY($2::text[])',
      [userId, names.map((name) => name.toLowerCase())],
    );
    return rows.map((row) => row.id);
  };

  /** Gives each of the cards each of the tags (links already there are kept). */
  const linkTags = async (cardIds: number[], tagIds: number[]) => {
    if (cardIds.length === 0 || tagIds.length === 0) return;
    await db.query(
      `INSERT INTO flashcard_tags (flashcard_id, tag_id)
       SELECT c, t FROM unnest($1::int[]) AS c CROSS JOIN unnest($2::int[]) AS t
       ON CONFLICT DO NOTHING`,
      [cardIds, tagIds],
    );
  };

  return {
    cards,
    ensureTags,
    linkTags,

    async list(userId: number, filter: ListFilter, now: Date) {
      const { page, pageParams, summary } = listStatements(filter);
      const rows = await db.query<CardRow & { total: number }>(page, [userId, now, ...pageParams]);
      const totals = await db.query<{
        status: FlashcardStatusName;
        count: number;
        strength: number;
      }>(summary, [userId, now]);
      return { rows, totals };
    },

    /** How many of the user's cards match the list's filter (when the page asked is empty). */
    async count(userId: number, filter: ListFilter, now: Date): Promise<number> {
      const { page, pageParams } = listStatements({ ...filter, limit: 1, offset: 0 });
      const rows = await db.query<{ total: number }>(page, [userId, now, ...pageParams]);
      return Number(rows[0]?.total ?? 0);
    },

    /** New cards (drafts, never reviewed), in one statement; answers their ids. */
    async insert(userId: number, cardsToAdd: Array<{ recto: string; verso: string }>) {
      const rows = await db.query<{ id: number }>(
        `INSERT INTO flashcards (user_id, recto, verso)
         SELECT $1, r, v FROM unnest($2::text[], $3::text[]) AS n(r, v) RETURNING id`,
        [userId, cardsToAdd.map((c) => c.recto), cardsToAdd.map((c) => c.verso)],
      );
      return rows.map((row) => row.id);
    },

    /** The user's card `id` with its memory, locked until the transaction ends. */
    lockMemory: async (userId: number, id: number) =>
      (
        await db.query<MemoryRow>(
          `SELECT ${MEMORY_COLUMNS} FROM flashcards WHERE id = $1 AND user_id = $2 FOR UPDATE`,
          [id, userId],
        )
      )[0] ?? null,

    async update(
      id: number,
      fields: { recto?: string; verso?: string; status?: FlashcardStatusName },
    ): Promise<void> {
      await db.query(
        `UPDATE flashcards SET recto = coalesce($2, recto), verso = coalesce($3, verso),
                status = coalesce($4, status), updated_at = now()
          WHERE id = $1`,
        [id, fields.recto ?? null, fields.verso ?? null, fields.status ?? null],
      );
    },

    /** Replaces the tags of card `id` with the tags `tagIds`. */
    async setTags(id: number, tagIds: number[]): Promise<void> {
      await db.query(
        'DELETE FROM flashcard_tags WHERE flashcard_id = $1 AND tag_id <> ALL($2::int[])',
        [id, tagIds],
      );
      await linkTags([id], tagIds);
    },

    /** Stores card `id`'s memory after a review, and the status it gives (kept if paused). */
    async saveMemory(id: number, memory: MemoryState): Promise<void> {
      await db.query(
        `UPDATE flashcards
            SET due = $2, stability = $3, difficulty = $4, elapsed_days = $5, scheduled_days = $6,
                learning_steps = $7, reps = $8, lapses = $9, state = $10, last_review = $11,
                status = CASE WHEN status = 'paused' THEN status ELSE $12 END, updated_at = now()
          WHERE id = $1`,
        [
          id,
          memory.due,
          memory.stability,
          memory.difficulty,
          memory.elapsed_days,
          memory.scheduled_days,
          memory.learning_steps,
          memory.reps,
          memory.lapses,
          memory.state,
          memory.last_review,
          statusOf(memory),
        ],
      );
    },

    /** Deletes the user's cards `ids`; answers how many there were. */
    async delete(userId: number, ids: number[]): Promise<number> {
      const rows = await db.query(
        'DELETE FROM flashcards WHERE user_id = $1 AND id = ANY($2::int[]) RETURNING id',
        [userId, ids],
      );
      return rows.length;
    },

    /** Which of `ids` are the user's cards, locked until the transaction ends. */
    async lockOwned(userId: number, ids: number[]): Promise<number[]> {
      const rows = await db.query<{ id: number }>(
        'SELECT id FROM flashcards WHERE user_id = $1 AND id = ANY($2::int[]) ORDER BY id FOR UPDATE',
        [userId, ids],
      );
      return rows.map((row) => row.id);
    },

    async touch(ids: number[]): Promise<void> {
      await db.query('UPDATE flashcards SET updated_at = now() WHERE id = ANY($1::int[])', [ids]);
    },

    /** Takes the tag `tagId` off the cards `ids`; answers how many carried it. */
    async unlinkTag(ids: number[], tagId: number): Promise<number> {
      const rows = await db.query(
        `DELETE FROM flashcard_tags WHERE tag_id = $1 AND flashcard_id = ANY($2::int[])
         RETURNING flashcard_id`,
        [tagId, ids],
      );
      return rows.length;
    },

    /** Of the pairs given, those the user already has as cards (same recto and verso). */
    async existingPairs(userId: number, pairs: Array<{ recto: string; verso: string }>) {
      return db.query<{ recto: string; verso: string }>(
        `SELECT DISTINCT f.recto, f.verso
           FROM unnest($2::text[], $3::text[]) AS n(recto, verso)
           JOIN flashcards f ON f.user_id = $1
                            AND md5(f.recto || ';' || f.verso) = md5(n.recto || ';' || n.verso)
                            AND f.recto = n.recto AND f.verso = n.verso`,
        [userId, pairs.map((p) => p.recto), pairs.map((p) => p.verso)],
      );
    },

    /** Holds the user's imports one at a time until the transaction ends. */
    async lockImports(userId: number): Promise<void> {
      await db.query('SELECT pg_advisory_xact_lock(7410010, $1)', [userId]);
    },

    // Tags.

    tags: async (userId: number): Promise<Tag[]> =>
      db.query<Tag>(
        `SELECT t.id, t.name, t.description, count(ft.flashcard_id)::int AS flashcard_count
           FROM tags t LEFT JOIN flashcard_tags ft ON ft.tag_id = t.id
          WHERE t.user_id = $1 GROUP BY t.id ORDER BY lower(t.name), t.id`,
        [userId],
      ),

    /** A new tag, or null when the user has one by that name (case-insensitively). */
    insertTag: async (userId: number, name: string) =>
      (
        await db.query<Tag>(
          `INSERT INTO tags (user_id, name) VALUES ($1, $2)
           ON CONFLICT (user_id, (lower(name))) DO NOTHING
           RETURNING id, name, description, 0 AS flashcard_count`,
          [userId, name],
        )
      )[0] ?? null,

    findTag: async (userId: number, name: string) =>
      (
        await db.query<{ id: number; name: string }>(
          'SELECT id, name FROM tags WHERE user_id = $1 AND lower(name) = lower($2)',
          [userId, name],
        )
      )[0] ?? null,

    /** Deletes the user's tag `id` (and so takes it off every card); false when there is none. */
    async deleteTag(userId: number, id: number): Promise<boolean> {
      const rows = await db.query('DELETE FROM tags WHERE id = $1 AND user_id = $2 RETURNING id', [
        id,
        userId,
      ]);
      return rows.length > 0;
    },
  };
}

export type FlashcardsRepository = ReturnType<typeof createFlashcardsRepository>;

/** The page's totals folded into the list's summary fields. */
export function summarize(
  totals: Array<{ status: FlashcardStatusName; count: number; strength: number }>,
): { status_counts: StatusCounts; average_memory_strength: number } {
  const status_counts: StatusCounts = { draft: 0, learning: 0, paused: 0, mastered: 0 };
  let cards = 0;
  let strength = 0;
  for (const row of totals) {
    status_counts[row.status] = Number(row.count);
    cards += Number(row.count);
    strength += Number(row.strength);
  }
  return {
    status_counts,
    average_memory_strength: cards === 0 ? 0 : roundStrength(strength / cards),
  };
}

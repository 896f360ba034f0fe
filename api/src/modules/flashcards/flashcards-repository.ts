import {
  FLASHCARD_STATUSES,
  type Flashcard,
  type FlashcardSort,
  type FlashcardStatusName,
  type FlashcardSummary,
  type StatusCounts,
  type Tag,
} from '@lyceum/contracts';
import { countOf, type Queryable } from '../../db';
import { escapeLike } from '../../lib/escape-like';
import { retrievabilitySql, roundStrength, statusOf, type MemoryState } from './memory';

/** A card row with what the API shows of it; `memory_strength` computed at the query's `now`. */
export interface CardRow {
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
export interface MemoryRow extends MemoryState {
  id: number;
  status: FlashcardStatusName;
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

/** The tag names of the card `p`, in alphabetical order. */
export const TAGS_OF = `coalesce(ARRAY(
  SELECT t.name FROM flashcard_tags ft JOIN tags t ON t.id = ft.tag_id
   WHERE ft.flashcard_id = p.id ORDER BY lower(t.name)), '{}') AS tags`;

export const CARD_COLUMNS =
  'f.id, f.recto, f.verso, f.status, f.last_review, f.due, f.created_at, f.updated_at';

const MEMORY_COLUMNS =
  'id, status, due, stability, difficulty, elapsed_days, scheduled_days, learning_steps, reps, lapses, state, last_review';

/**
 * One run of a sort: the cards it holds and their order inside it. A sort is its runs one after
 * the other, each read through an index, so a page reads only the runs it falls in.
 */
interface Run {
  where: string;
  /** The order over the cards `f`, and the same over the page's columns read from them. */
  order: string;
  pageOrder: string;
}

const NEWEST_FIRST = {
  order: 'f.created_at DESC, f.id DESC',
  pageOrder: 'created_at DESC, id DESC',
};
const WEAKEST_FIRST = {
  order: `${retrievabilitySql('$2')} ASC, f.created_at DESC, f.id DESC`,
  pageOrder: 'memory_strength ASC, created_at DESC, id DESC',
};

/**
 * Weakest first: never reviewed (strength 0), then past `fades_at` (strength at most 0.9), then
 * the rest (above 0.9); by status: draft, learning, paused, mastered; created: one run.
 */
const RUNS: Record<FlashcardSort, Run[]> = {
  memory_strength: [
    { where: 'f.fades_at IS NULL', ...NEWEST_FIRST },
    { where: 'f.fades_at <= $2', ...WEAKEST_FIRST },
    { where: 'f.fades_at > $2', ...WEAKEST_FIRST },
  ],
  status: FLASHCARD_STATUSES.map((status) => ({
    where: `f.status = '${status}'`,
    ...NEWEST_FIRST,
  })),
  created: [{ where: 'TRUE', ...NEWEST_FIRST }],
};

/**
 * The condition that the card `f` of the user `$1` carries every tag named in the text-array
 * parameter `names` (lower-cased names).
 */
export const carriesTags = (names: string) => `f.id IN (
  SELECT ft.flashcard_id FROM flashcard_tags ft JOIN tags t ON t.id = ft.tag_id
   WHERE t.user_id = $1 AND lower(t.name) = ANY(${names}::text[])
   GROUP BY ft.flashcard_id HAVING count(*) = cardinality(${names}::text[]))`;

/**
 * The conditions of the list's filter over the cards `f`, with their parameters (numbered from
 * `$3`: `$1` is the user, `$2` the instant memory strength is computed at).
 */
function filterSql(filter: ListFilter) {
  const params: unknown[] = [];
  const param = (value: unknown) => {
    params.push(value);
    return `$${params.length + 2}`;
  };
  const where = ['f.user_id = $1'];
  if (filter.status) where.push(`f.status = ${param(filter.status)}`);
  if (filter.tags.length > 0) where.push(carriesTags(param(filter.tags)));
  if (filter.words.length > 0) {
    where.push(`NOT EXISTS (
      SELECT 1 FROM unnest(${param(filter.words.map(escapeLike))}::text[]) AS w(word)
       WHERE f.search_text NOT LIKE '%' || lyceum_fold(w.word) || '%')`);
  }
  return { where: where.join(' AND '), params, param };
}

/**
 * The list: a page of cards, how many match the filter, and the per-status counts of all the
 * user's cards. The benchmark's direct-driver side runs this same function on the database.
 */
export async function listPage(db: Queryable, userId: number, filter: ListFilter, now: Date) {
  const { where, params, param } = filterSql(filter);
  // A count reads `$2` only to give it a type: every statement here takes the same parameters.
  const countWhere = `${where} AND $2::timestamptz IS NOT NULL`;
  const limit = param(0);
  const offset = param(0);
  const filterParams = [userId, now, ...params.slice(0, -2)];
  const rows: CardRow[] = [];
  let counts: Partial<StatusCounts> | undefined;
  let skip = filter.offset;
  let wanted = filter.limit;
  for (const run of RUNS[filter.sort]) {
    if (wanted === 0 && counts) break;
    // The first statement also reads the per-status counts: one round trip for a page in the
    // first run. Its answer has one row even when the page is empty, with no card in it.
    const found = (
      await db.query<CardRow & { counts: Partial<StatusCounts> | null }>(
        `WITH p AS (
           SELECT ${CARD_COLUMNS}, ${retrievabilitySql('$2')} AS memory_strength
             FROM flashcards f WHERE ${where} AND ${run.where}
            ORDER BY ${run.order} LIMIT ${limit} OFFSET ${offset})
         ${
           counts
             ? `SELECT p.*, ${TAGS_OF} FROM p`
             : `SELECT (SELECT json_object_agg(status, count) FROM flashcard_counts
                         WHERE user_id = $1) AS counts, page.*
                  FROM (SELECT 1) AS one
                  LEFT JOIN LATERAL (SELECT p.*, ${TAGS_OF} FROM p) AS page ON true`
         }
          ORDER BY ${run.pageOrder}`,
        [...filterParams, wanted, skip],
      )
    ).filter((row) => {
      counts ??= row.counts ?? {};
      return row.id !== null;
    });
    rows.push(...found);
    wanted -= found.length;
    if (found.length > 0 || skip === 0) {
      skip = 0;
    } else {
      // The page starts after this run: skip its cards.
      const [skipped] = await db.query<{ count: number }>(
        `SELECT count(*)::int AS count FROM flashcards f WHERE ${countWhere} AND ${run.where}`,
        filterParams,
      );
      skip = Math.max(0, skip - Number(skipped?.count ?? 0));
    }
  }

  const status_counts: StatusCounts = { draft: 0, learning: 0, paused: 0, mastered: 0, ...counts };
  const everyCard = Object.values(status_counts).reduce((sum, count) => sum + count, 0);
  let total: number;
  if (filter.tags.length === 0 && filter.words.length === 0) {
    total = filter.status ? status_counts[filter.status] : everyCard;
  } else {
    const [matching] = await db.query<{ count: number }>(
      `SELECT count(*)::int AS count FROM flashcards f WHERE ${countWhere}`,
      filterParams,
    );
    total = Number(matching?.count ?? 0);
  }
  return { rows, total, status_counts };
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

    /**
     * The ids of all the user's cards in the order they were added: an export reads the cards
     * by these, a page at a time. Sorted here, not by the database: the embedded database
     * sorts on this thread, and a sort of every card would hold it far longer than a page.
     */
    idsInOrder: async (userId: number) => {
      // One text rather than a row per card: reading 100,000 rows costs more than the query.
      const [row] = await db.query<{ ids: string | null }>(
        `SELECT string_agg(id::text, ',') AS ids FROM flashcards WHERE user_id = $1`,
        [userId],
      );
      return row?.ids ? Int32Array.from(row.ids.split(','), Number).sort() : new Int32Array(0);
    },
    linkTags,

    list: (userId: number, filter: ListFilter, now: Date) => listPage(db, userId, filter, now),

    /** The per-status counts and the mean memory strength of all the user's cards at `now`. */
    summary: async (userId: number, now: Date) =>
      db.query<{ status: FlashcardStatusName; count: number; strength: number }>(
        `SELECT f.status, count(*) AS count, sum(${retrievabilitySql('$2')}) AS strength
           FROM flashcards f WHERE f.user_id = $1 GROUP BY f.status`,
        [userId, now],
      ),

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

    /**
     * Holds the user's other additions of cards and tags off until the transaction ends, so a
     * duplicate check or a quota check sees every card and tag added before.
     */
    async lockAdditions(userId: number): Promise<void> {
      await db.query('SELECT pg_advisory_xact_lock(7410010, $1)', [userId]);
    },

    /** How many cards the user has (read from the per-status counts). */
    cardCount: (userId: number) =>
      countOf(
        db,
        'SELECT coalesce(sum(count), 0)::int AS count FROM flashcard_counts WHERE user_id = $1',
        [userId],
      ),

    tagCount: (userId: number) =>
      countOf(db, 'SELECT count(*)::int AS count FROM tags WHERE user_id = $1', [userId]),

    /** The id of the user's card with exactly this recto and verso (the oldest), or null. */
    cardWith: async (userId: number, recto: string, verso: string) =>
      (
        await db.query<{ id: number }>(
          `SELECT id FROM flashcards
            WHERE user_id = $1 AND md5(recto || ';' || verso) = md5($2 || ';' || $3)
              AND recto = $2 AND verso = $3
            ORDER BY id LIMIT 1`,
          [userId, recto, verso],
        )
      )[0]?.id ?? null,

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

/** The summary's rows folded into its answer. */
export function summarize(
  totals: Array<{ status: FlashcardStatusName; count: number; strength: number }>,
): FlashcardSummary {
  const status_counts: StatusCounts = { draft: 0, learning: 0, paused: 0, mastered: 0 };
  let cards = 0;
  let strength = 0;
  for (const row of totals) {
    status_counts[row.status] = Number(row.count);
    cards += Number(row.count);
    strength += Number(row.strength);
  }
  return {
    total_count: cards,
    status_counts,
    average_memory_strength: cards === 0 ? 0 : roundStrength(strength / cards),
  };
}

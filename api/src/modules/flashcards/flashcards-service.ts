import {
  cleanTagNames,
  FLASHCARD_PAGE_SIZE_DEFAULT,
  FLASHCARD_SORT_DEFAULT,
  type BulkResponse,
  type Flashcard,
  type FlashcardCreateBody,
  type FlashcardListQuery,
  type FlashcardListResponse,
  type FlashcardSummary,
  type FlashcardUpdateBody,
  type ImportBody,
  type ImportResponse,
  type Tag,
} from '@lyceum/contracts';
import type { Quotas } from '../../config';
import type { Database } from '../../db';
import { apiError } from '../../lib/http-errors';
import { pagesById } from '../../lib/pages-by-id';
import { createFlashcardsRepository, summarize, toFlashcard } from './flashcards-repository';
import { lineError, pairKey, parseImport } from './import-text';
import { statusOf } from './memory';

export interface FlashcardsDeps {
  db: Database;
  /** The most cards and tags one user may keep. */
  quotas: Pick<Quotas, 'flashcards' | 'tags'>;
  /** The clock memory strength is computed at (tests fix it). */
  now?: () => Date;
}

/** A card side: trimmed, and required. */
function cardText(value: string, field: 'recto' | 'verso'): string {
  const text = value.trim();
  if (text === '') throw apiError('validation.required', field);
  return text;
}

/** A tag name for create or bulk add: trimmed and non-empty. */
function tagName(value: string): string {
  const name = value.trim();
  if (name === '') throw apiError('validation.required', 'name');
  return name;
}

const cardsWord = (count: number) => (count === 1 ? 'flashcard' : 'flashcards');

/**
 * The flashcard library of each signed-in user. Every call works on the caller's own cards and
 * tags only: another user's card or tag is answered as missing. Changes that touch several rows
 * run in one transaction, so a failure leaves nothing half-done.
 */
export function createFlashcardsService({ db, quotas, now = () => new Date() }: FlashcardsDeps) {
  const repository = createFlashcardsRepository(db);
  type Repository = ReturnType<typeof createFlashcardsRepository>;

  /** Adds the cards, unless the user would then have more than the quota: nothing is added. */
  const insertCards = async (
    tx: Repository,
    userId: number,
    cards: Array<{ recto: string; verso: string }>,
  ) => {
    await tx.lockAdditions(userId);
    if ((await tx.cardCount(userId)) + cards.length > quotas.flashcards) {
      throw apiError('quota.flashcards');
    }
    return tx.insert(userId, cards);
  };

  /**
   * The ids of the user's tags `names`, created when new, unless the user would then have more
   * tags than the quota: the transaction is then refused as a whole.
   */
  const tagsNamed = async (tx: Repository, userId: number, names: string[]) => {
    if (names.length === 0) return [];
    await tx.lockAdditions(userId);
    const ids = await tx.ensureTags(userId, names);
    if ((await tx.tagCount(userId)) > quotas.tags) throw apiError('quota.tags');
    return ids;
  };

  /** The user's card `id` as the API shows it, or a 404. */
  const one = async (userId: number, id: number): Promise<Flashcard> => {
    const [card] = await repository.cards(userId, [id], now());
    if (!card) throw apiError('flashcards.not_found');
    return card;
  };

  /** Locks the user's cards `ids`; any id that is not one of them is a 404 and nothing changes. */
  const lockAll = async (tx: Repository, userId: number, ids: number[]) => {
    const wanted = [...new Set(ids)];
    const owned = await tx.lockOwned(userId, wanted);
    if (owned.length !== wanted.length) throw apiError('flashcards.not_found');
    return owned;
  };

  return {
    /**
     * Adds the card `recto`/`verso` with the tags `tags` (created when new), unless the user
     * already has one with the same sides: that one is answered, `created` false. The check and
     * the insert hold the user's other card additions off, so two calls never make two cards.
     */
    async addOnce(
      userId: number,
      card: { recto: string; verso: string },
      tags: string[],
    ): Promise<{ flashcard: Flashcard; created: boolean }> {
      const { id, created } = await db.transaction(async (q) => {
        const tx = createFlashcardsRepository(q);
        await tx.lockAdditions(userId);
        const existing = await tx.cardWith(userId, card.recto, card.verso);
        if (existing !== null) return { id: existing, created: false };
        const [cardId] = await insertCards(tx, userId, [card]);
        if (cardId === undefined) throw new Error('the new card was not inserted');
        await tx.linkTags([cardId], await tagsNamed(tx, userId, tags));
        return { id: cardId, created: true };
      });
      const [flashcard] = await repository.cards(userId, [id], now());
      if (!flashcard) throw new Error('the card was not found after it was saved');
      return { flashcard, created };
    },

    async create(userId: number, body: FlashcardCreateBody): Promise<Flashcard> {
      const recto = cardText(body.recto, 'recto');
      const verso = cardText(body.verso, 'verso');
      const id = await db.transaction(async (q) => {
        const tx = createFlashcardsRepository(q);
        const [cardId] = await insertCards(tx, userId, [{ recto, verso }]);
        if (cardId === undefined) throw new Error('the new card was not inserted');
        await tx.linkTags([cardId], await tagsNamed(tx, userId, cleanTagNames(body.tags)));
        return cardId;
      });
      return one(userId, id);
    },

    async list(userId: number, query: FlashcardListQuery): Promise<FlashcardListResponse> {
      const page = query.page ?? 1;
      const pageSize = query.page_size ?? FLASHCARD_PAGE_SIZE_DEFAULT;
      const filter = {
        ...(query.status ? { status: query.status } : {}),
        tags: cleanTagNames(query.tags).map((name) => name.toLowerCase()),
        words: (query.q ?? '').split(/\s+/).filter((word) => word !== ''),
        sort: query.sort ?? FLASHCARD_SORT_DEFAULT,
        limit: pageSize,
        offset: (page - 1) * pageSize,
      };
      const { rows, total, status_counts } = await repository.list(userId, filter, now());
      return {
        flashcards: rows.map(toFlashcard),
        total_count: total,
        total_pages: Math.ceil(total / pageSize),
        status_counts,
      };
    },

    summary: async (userId: number): Promise<FlashcardSummary> =>
      summarize(await repository.summary(userId, now())),

    /**
     * Changes recto, verso and tags (the tags given replace the card's), and pauses or resumes
     * the card through `status`: `paused` pauses it, `learning` resumes it with the status its
     * memory gives (draft, learning or mastered). Other statuses come from reviews only.
     */
    async update(userId: number, id: number, body: FlashcardUpdateBody): Promise<Flashcard> {
      if (body.status !== undefined && body.status !== 'paused' && body.status !== 'learning') {
        throw apiError('flashcards.status_not_allowed', 'status');
      }
      const recto = body.recto === undefined ? undefined : cardText(body.recto, 'recto');
      const verso = body.verso === undefined ? undefined : cardText(body.verso, 'verso');
      await db.transaction(async (q) => {
        const tx = createFlashcardsRepository(q);
        const memory = await tx.lockMemory(userId, id);
        if (!memory) throw apiError('flashcards.not_found');
        const status =
          body.status === undefined
            ? undefined
            : body.status === 'paused'
              ? 'paused'
              : statusOf(memory);
        await tx.update(id, {
          ...(recto === undefined ? {} : { recto }),
          ...(verso === undefined ? {} : { verso }),
          ...(status === undefined ? {} : { status }),
        });
        if (body.tags !== undefined) {
          await tx.setTags(id, await tagsNamed(tx, userId, cleanTagNames(body.tags)));
        }
      });
      return one(userId, id);
    },

    async delete(userId: number, id: number): Promise<void> {
      if ((await repository.delete(userId, [id])) === 0) throw apiError('flashcards.not_found');
    },

    /**
     * Every card of the user with its tags, in the order they were added, `size` at a time (an account's export
     * holds them).
     */
    async *inOrder(userId: number, size: number): AsyncGenerator<Flashcard[]> {
      const at = now();
      const ids = await repository.idsInOrder(userId);
      yield* pagesById(ids, size, (page) => repository.cards(userId, [...page], at));
    },

    tags: (userId: number): Promise<Tag[]> => repository.tags(userId),

    async createTag(userId: number, name: string): Promise<Tag> {
      const wanted = tagName(name);
      return db.transaction(async (q) => {
        const tx = createFlashcardsRepository(q);
        await tx.lockAdditions(userId);
        const tag = await tx.insertTag(userId, wanted);
        if (!tag) throw apiError('flashcards.tag_exists', 'name');
        if ((await tx.tagCount(userId)) > quotas.tags) throw apiError('quota.tags');
        return tag;
      });
    },

    async deleteTag(userId: number, id: number): Promise<void> {
      if (!(await repository.deleteTag(userId, id))) throw apiError('flashcards.tag_not_found');
    },

    /** Puts the tag (created when new) on every card listed; all of them or none. */
    async bulkAddTag(userId: number, ids: number[], name: string): Promise<BulkResponse> {
      const wanted = tagName(name);
      return db.transaction(async (q) => {
        const tx = createFlashcardsRepository(q);
        const owned = await lockAll(tx, userId, ids);
        await tx.linkTags(owned, await tagsNamed(tx, userId, [wanted]));
        await tx.touch(owned);
        return {
          message: `Tag "${wanted}" added to ${owned.length} ${cardsWord(owned.length)}`,
          count: owned.length,
        };
      });
    },

    /** Takes the tag off every card listed; `count` is how many carried it. */
    async bulkRemoveTag(userId: number, ids: number[], name: string): Promise<BulkResponse> {
      return db.transaction(async (q) => {
        const tx = createFlashcardsRepository(q);
        const owned = await lockAll(tx, userId, ids);
        const tag = await tx.findTag(userId, name.trim());
        if (!tag) throw apiError('flashcards.tag_not_found');
        const count = await tx.unlinkTag(owned, tag.id);
        await tx.touch(owned);
        return {
          message: `Tag "${tag.name}" removed from ${count} ${cardsWord(count)}`,
          count,
        };
      });
    },

    async bulkDelete(userId: number, ids: number[]): Promise<BulkResponse> {
      return db.transaction(async (q) => {
        const tx = createFlashcardsRepository(q);
        const owned = await lockAll(tx, userId, ids);
        const count = await tx.delete(userId, owned);
        return { message: `Deleted ${count} ${cardsWord(count)}`, count };
      });
    },

    /**
     * Imports the text's cards with the tags given, in one transaction: bad lines and
     * duplicates (of an earlier line, or of a card the user has) are reported and skipped, the
     * rest imported in a few statements whatever their number.
     */
    async import(userId: number, body: ImportBody): Promise<ImportResponse> {
      const { cards, errors } = parseImport(body.text);
      const tags = cleanTagNames(body.tags);
      let duplicates = errors.filter((e) => e.code === 'flashcards.line_duplicate').length;
      const imported = await db.transaction(async (q) => {
        const tx = createFlashcardsRepository(q);
        await tx.lockAdditions(userId);
        const existing = new Set(
          (cards.length > 0 ? await tx.existingPairs(userId, cards) : []).map(pairKey),
        );
        const fresh = cards.filter((card) => {
          if (!existing.has(pairKey(card))) return true;
          errors.push(lineError(card.line, 'flashcards.line_duplicate'));
          duplicates += 1;
          return false;
        });
        const ids = fresh.length > 0 ? await insertCards(tx, userId, fresh) : [];
        if (ids.length > 0) await tx.linkTags(ids, await tagsNamed(tx, userId, tags));
        return ids.length;
      });
      errors.sort((a, b) => a.line - b.line);
      return { imported_count: imported, duplicate_count: duplicates, errors };
    },
  };
}

export type FlashcardsService = ReturnType<typeof createFlashcardsService>;

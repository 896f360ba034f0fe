import { Type, type Static } from 'typebox';
import { PageNumber } from './common.js';
import {
  FLASHCARD_PAGE_SIZE_DEFAULT,
  FLASHCARD_PAGE_SIZE_MAX,
  FLASHCARD_SORTS,
  FLASHCARD_STATUSES,
  FLASHCARD_TEXT_MAX,
  TAG_NAME_MAX,
} from './flashcard-rules.js';

export const FlashcardStatus = Type.Enum([...FLASHCARD_STATUSES]);
export type FlashcardStatus = Static<typeof FlashcardStatus>;

export const FlashcardSort = Type.Enum([...FLASHCARD_SORTS]);
export type FlashcardSort = Static<typeof FlashcardSort>;

/** One card of the signed-in user. `memory_strength` is its FSRS retrievability now (0–1). */
export const Flashcard = Type.Object({
  id: Type.Integer(),
  recto: Type.String(),
  verso: Type.String(),
  tags: Type.Array(Type.String()),
  status: FlashcardStatus,
  memory_strength: Type.Number({ minimum: 0, maximum: 1 }),
  /** When the card was last reviewed and is next due; null for a draft. */
  last_review: Type.Union([Type.String({ format: 'date-time' }), Type.Null()]),
  due: Type.Union([Type.String({ format: 'date-time' }), Type.Null()]),
  created_at: Type.String({ format: 'date-time' }),
  updated_at: Type.String({ format: 'date-time' }),
});
export type Flashcard = Static<typeof Flashcard>;

const CardText = Type.String({ maxLength: FLASHCARD_TEXT_MAX });
const TagName = Type.String({ maxLength: TAG_NAME_MAX });

/** A new card: recto and verso (trimmed, non-empty), optional tags (created when new). */
export const FlashcardCreateBody = Type.Object({
  recto: CardText,
  verso: CardText,
  tags: Type.Optional(Type.Array(TagName, { maxItems: 50 })),
});
export type FlashcardCreateBody = Static<typeof FlashcardCreateBody>;

/** Any subset of the fields; `status` only `paused` (pause) or `learning` (resume). */
export const FlashcardUpdateBody = Type.Object({
  recto: Type.Optional(CardText),
  verso: Type.Optional(CardText),
  tags: Type.Optional(Type.Array(TagName, { maxItems: 50 })),
  status: Type.Optional(FlashcardStatus),
});
export type FlashcardUpdateBody = Static<typeof FlashcardUpdateBody>;

export const FlashcardListQuery = Type.Object({
  page: Type.Optional(PageNumber),
  page_size: Type.Optional(
    Type.Integer({
      minimum: 1,
      maximum: FLASHCARD_PAGE_SIZE_MAX,
      default: FLASHCARD_PAGE_SIZE_DEFAULT,
    }),
  ),
  /** Omitted: every status. */
  status: Type.Optional(FlashcardStatus),
  /** Repeated (`tags=a&tags=b`): cards carrying every one of them. */
  tags: Type.Optional(Type.Array(TagName, { maxItems: 20 })),
  sort: Type.Optional(FlashcardSort),
  /** Words looked for in recto and verso, ignoring case and accents. */
  q: Type.Optional(Type.String({ maxLength: 200 })),
});
export type FlashcardListQuery = Static<typeof FlashcardListQuery>;

export const StatusCounts = Type.Object({
  draft: Type.Integer(),
  learning: Type.Integer(),
  paused: Type.Integer(),
  mastered: Type.Integer(),
});
export type StatusCounts = Static<typeof StatusCounts>;

/**
 * A page of cards; `total_count` and `total_pages` count the cards matching the filter,
 * `status_counts` all the user's cards.
 */
export const FlashcardListResponse = Type.Object({
  flashcards: Type.Array(Flashcard),
  total_count: Type.Integer(),
  total_pages: Type.Integer(),
  status_counts: StatusCounts,
});
export type FlashcardListResponse = Static<typeof FlashcardListResponse>;

/** The library's dashboard: all the user's cards, per status, and their mean memory strength. */
export const FlashcardSummary = Type.Object({
  total_count: Type.Integer(),
  status_counts: StatusCounts,
  average_memory_strength: Type.Number({ minimum: 0, maximum: 1 }),
});
export type FlashcardSummary = Static<typeof FlashcardSummary>;

export const Tag = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  description: Type.Union([Type.String(), Type.Null()]),
  /** How many of the user's cards carry it. */
  flashcard_count: Type.Integer(),
});
export type Tag = Static<typeof Tag>;

export const TagCreateBody = Type.Object({ name: TagName });
export type TagCreateBody = Static<typeof TagCreateBody>;

/** A card's or a tag's id (a PostgreSQL integer). */
export const RecordId = Type.Integer({ minimum: 1, maximum: 2_147_483_647 });
export const IdParams = Type.Object({ id: RecordId });
export type IdParams = Static<typeof IdParams>;

export const FlashcardIds = Type.Array(RecordId, {
  minItems: 1,
  maxItems: 1000,
});

export const BulkTagBody = Type.Object({ flashcard_ids: FlashcardIds, tag_name: TagName });
export type BulkTagBody = Static<typeof BulkTagBody>;

export const BulkDeleteBody = Type.Object({ flashcard_ids: FlashcardIds });
export type BulkDeleteBody = Static<typeof BulkDeleteBody>;

/** A bulk action's answer: a sentence with the count, and the count itself. */
export const BulkResponse = Type.Object({ message: Type.String(), count: Type.Integer() });
export type BulkResponse = Static<typeof BulkResponse>;

/** One card per non-blank line, `recto;verso`; `tags` go on every imported card. */
export const ImportBody = Type.Object({
  text: Type.String({ maxLength: 1_000_000 }),
  tags: Type.Optional(Type.Array(TagName, { maxItems: 50 })),
});
export type ImportBody = Static<typeof ImportBody>;

/** A line that was not imported: its number (from 1), the reason's code and text. */
export const ImportLineError = Type.Object({
  line: Type.Integer({ minimum: 1 }),
  code: Type.String(),
  message: Type.String(),
});

export const ImportResponse = Type.Object({
  imported_count: Type.Integer(),
  /** Lines already present as cards (same recto and verso), skipped. */
  duplicate_count: Type.Integer(),
  errors: Type.Array(ImportLineError),
});
export type ImportResponse = Static<typeof ImportResponse>;

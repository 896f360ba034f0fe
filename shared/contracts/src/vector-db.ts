import { Type, type Static } from 'typebox';
import { PageNumber } from './common.js';
import {
  CHECKPOINT_FORMAT,
  CHECKPOINT_ISSUES,
  IDEAS_PAGE_SIZE_DEFAULT,
  IDEAS_PAGE_SIZE_MAX,
  IMPORT_JOB_STATUSES,
  IDEA_QUESTION_LENGTH_MAX,
  IDEA_QUESTIONS_MAX,
  IDEA_RELATIONS_MAX,
  IDEA_STANCES,
  IMPORT_JOB_STEPS,
  RELATION_NOTE_MAX,
} from './vector-db-rules.js';

export const CharacterPerspective = Type.Object({
  character: Type.String(),
  perspective: Type.String(),
});

/** A language's code in an idea: `en`, `fr`, `grc`… */
const IdeaLanguage = Type.String({ pattern: '^[a-z]{2,3}$' });

/**
 * Questions a learner might ask that an idea answers, in a learner's everyday words: searched
 * with the idea, so that a question finds it though the book says it otherwise.
 */
const IdeaQuestions = Type.Array(
  Type.String({ minLength: 1, maxLength: IDEA_QUESTION_LENGTH_MAX }),
  { maxItems: IDEA_QUESTIONS_MAX },
);

/**
 * An idea's texts in another language than its own, by whoever translated them: its statement,
 * and any of its other texts; what is left out is read in the idea's own language.
 */
export const IdeaTranslation = Type.Object(
  {
    statement: Type.String({ minLength: 1, maxLength: 20_000 }),
    book_title: Type.Optional(Type.String({ minLength: 1, maxLength: 500 })),
    /** Where in the book the idea stands ("livre II, chapitre 12"), in this language. */
    citation: Type.Optional(Type.String({ minLength: 1, maxLength: 500 })),
    context: Type.Optional(Type.String({ maxLength: 20_000 })),
    key_phrases: Type.Optional(Type.Array(Type.String({ maxLength: 500 }), { maxItems: 100 })),
    questions: Type.Optional(IdeaQuestions),
    supporting_arguments: Type.Optional(
      Type.Array(Type.String({ maxLength: 5_000 }), { maxItems: 100 }),
    ),
    /** Quotes of a published translation in this language, HTML as the idea's own. */
    quotes: Type.Optional(Type.Array(Type.String({ maxLength: 20_000 }), { maxItems: 100 })),
    character_perspectives: Type.Optional(Type.Array(CharacterPerspective, { maxItems: 100 })),
    /** Who translated these texts ("Lyceum": the team's own translation). */
    translator: Type.Optional(Type.String({ maxLength: 200 })),
  },
  { additionalProperties: false },
);
export type IdeaTranslation = Static<typeof IdeaTranslation>;

/** An idea's translations, by language. */
export const IdeaTranslations = Type.Record(IdeaLanguage, IdeaTranslation, {
  additionalProperties: false,
  maxProperties: 20,
});
export type IdeaTranslations = Static<typeof IdeaTranslations>;

/**
 * How an idea stands towards an idea of another thinker, named by its collection and its id in
 * it, with a one-line note of where they differ (or what they share), and that note translated.
 */
export const IdeaRelation = Type.Object(
  {
    collection: Type.String({ minLength: 1, maxLength: 200 }),
    id: Type.String({ minLength: 1, maxLength: 200 }),
    stance: Type.Enum([...IDEA_STANCES]),
    note: Type.String({ minLength: 1, maxLength: RELATION_NOTE_MAX }),
    translations: Type.Optional(
      Type.Record(
        IdeaLanguage,
        Type.Object(
          { note: Type.String({ minLength: 1, maxLength: RELATION_NOTE_MAX }) },
          { additionalProperties: false },
        ),
        { additionalProperties: false, maxProperties: 20 },
      ),
    ),
  },
  { additionalProperties: false },
);
export type IdeaRelation = Static<typeof IdeaRelation>;

/** An idea of a collection, as the back office shows it. */
export const Idea = Type.Object({
  id: Type.Integer(),
  statement: Type.String(),
  attributed_to: Type.String(),
  book_title: Type.String(),
  context: Type.String(),
  key_phrases: Type.Array(Type.String()),
  questions: Type.Array(Type.String()),
  supporting_arguments: Type.Array(Type.String()),
  /** HTML fragments; shown sanitized. Empty when the browse call leaves them out. */
  quotes: Type.Array(Type.String()),
  character_perspectives: Type.Array(CharacterPerspective),
  /** The language of its texts (`en`, `fr`, …). */
  language: Type.String(),
  translations: IdeaTranslations,
  relations: Type.Array(IdeaRelation),
  created_at: Type.String({ format: 'date-time' }),
});
export type Idea = Static<typeof Idea>;

/** A collection of ideas (one per thinker), with the checks behind its health. */
export const Collection = Type.Object({
  name: Type.String(),
  author: Type.String(),
  /** `healthy`, or what is wrong (`missing_vectors`, `missing_index`, `inconsistent`). */
  health_status: Type.String(),
  ideas_count: Type.Integer(),
  /** Dimensions of the vectors of the embedding model in use; 0 when there are none. */
  vector_size: Type.Integer(),
  /** Ideas with a vector by the embedding model in use. */
  vectors_count: Type.Integer(),
  /** The space its ideas and vectors take in the database, in MB. */
  size_mb: Type.Optional(Type.Number()),
});
export type Collection = Static<typeof Collection>;

export const CollectionList = Type.Array(Collection);

export const CollectionName = Type.String({ minLength: 1, maxLength: 200 });

export const BrowseIdeasBody = Type.Object({
  page: PageNumber,
  page_size: Type.Integer({
    minimum: 1,
    maximum: IDEAS_PAGE_SIZE_MAX,
    default: IDEAS_PAGE_SIZE_DEFAULT,
  }),
  /** Words looked for in statements and contexts, ignoring case and accents. */
  search_query: Type.Optional(Type.Union([Type.String({ maxLength: 500 }), Type.Null()])),
  /** Part of a book title, ignoring case and accents. */
  book_filter: Type.Optional(Type.Union([Type.String({ maxLength: 500 }), Type.Null()])),
  /** Only `created_at` is offered. */
  sort_by: Type.Optional(Type.Enum(['created_at'])),
  sort_order: Type.Optional(Type.Enum(['desc', 'asc'])),
  include_quotes: Type.Optional(Type.Boolean({ default: true })),
});
export type BrowseIdeasBody = Static<typeof BrowseIdeasBody>;

export const BrowseIdeasResponse = Type.Object({
  ideas: Type.Array(Idea),
  page: Type.Integer(),
  total_pages: Type.Integer(),
  total_count: Type.Integer(),
});
export type BrowseIdeasResponse = Static<typeof BrowseIdeasResponse>;

/** A problem (or warning) found in a checkpoint: its code, its values and the English text. */
export const CheckpointIssue = Type.Object({
  code: Type.Enum(Object.keys(CHECKPOINT_ISSUES) as Array<keyof typeof CHECKPOINT_ISSUES>),
  values: Type.Record(Type.String(), Type.Union([Type.String(), Type.Number()])),
  message: Type.String(),
});
export type CheckpointIssue = Static<typeof CheckpointIssue>;

export const CheckpointValidation = Type.Object({
  is_valid: Type.Boolean(),
  /** The issues' English texts; `errors` and `warnings` carry their codes. */
  validation_errors: Type.Array(Type.String()),
  validation_warnings: Type.Array(Type.String()),
  errors: Type.Array(CheckpointIssue),
  warnings: Type.Array(CheckpointIssue),
  snapshot_file_size_mb: Type.Number(),
  metadata_file_size_mb: Type.Number(),
  vector_dimension_compatible: Type.Boolean(),
});
export type CheckpointValidation = Static<typeof CheckpointValidation>;

export const BookConflict = Type.Object({
  collection: Type.String(),
  existing_ideas: Type.Integer(),
  new_ideas: Type.Integer(),
  recommended_action: Type.Enum(['replace', 'skip']),
});
export type BookConflict = Static<typeof BookConflict>;

export const CheckpointAnalysis = Type.Object({
  total_ideas_in_checkpoint: Type.Integer(),
  export_date: Type.String(),
  collections_to_create: Type.Array(Type.String()),
  books_to_add: Type.Array(Type.String()),
  books_with_conflicts: Type.Array(Type.String()),
  /** Keyed by book title. */
  conflict_details: Type.Record(Type.String(), BookConflict),
  requires_user_choice: Type.Boolean(),
});
export type CheckpointAnalysis = Static<typeof CheckpointAnalysis>;

export const ImportJobStarted = Type.Object({ job_id: Type.String(), message: Type.String() });
export type ImportJobStarted = Static<typeof ImportJobStarted>;

export const ImportJobStats = Type.Object({
  total_ideas_imported: Type.Integer(),
  import_duration_seconds: Type.Number(),
  books_replaced: Type.Integer(),
  books_added: Type.Integer(),
  books_skipped: Type.Integer(),
});

export const ImportJob = Type.Object({
  job_id: Type.String(),
  filename: Type.String(),
  started_at: Type.String({ format: 'date-time' }),
  status: Type.Enum([...IMPORT_JOB_STATUSES]),
  current_step: Type.Enum([...IMPORT_JOB_STEPS]),
  progress_percentage: Type.Number({ minimum: 0, maximum: 100 }),
  message: Type.String(),
  error_message: Type.Union([Type.String(), Type.Null()]),
  stats: Type.Union([ImportJobStats, Type.Null()]),
});
export type ImportJob = Static<typeof ImportJob>;

export const ImportJobParams = Type.Object({ jobId: Type.String({ format: 'uuid' }) });

/**
 * A checkpoint's metadata file (the `.json` of the pair); its JSON Schema is published as
 * `docs/checkpoint-metadata.schema.json`.
 */
export const CheckpointMetadata = Type.Object(
  {
    format: Type.Literal(CHECKPOINT_FORMAT),
    format_version: Type.Integer({ minimum: 1 }),
    export_date: Type.String({ format: 'date-time' }),
    /** The model that made the snapshot's vectors, or null when it carries none. */
    embedding_model: Type.Union([Type.String({ minLength: 1, maxLength: 200 }), Type.Null()]),
    /** Their dimension; 0 without vectors. */
    vector_dimension: Type.Integer({ minimum: 0, maximum: 16_000 }),
    collections: Type.Array(
      Type.Object(
        {
          name: Type.String({ minLength: 1, maxLength: 200 }),
          author: Type.String({ minLength: 1, maxLength: 200 }),
          books: Type.Array(
            Type.Object(
              {
                title: Type.String({ minLength: 1, maxLength: 500 }),
                ideas_count: Type.Integer({ minimum: 0 }),
              },
              { additionalProperties: false },
            ),
          ),
          ideas_count: Type.Integer({ minimum: 0 }),
        },
        { additionalProperties: false },
      ),
      { maxItems: 10_000 },
    ),
    total_ideas: Type.Integer({ minimum: 0 }),
    snapshot: Type.Object(
      {
        size_bytes: Type.Integer({ minimum: 0 }),
        sha256: Type.String({ pattern: '^[0-9a-f]{64}$' }),
      },
      { additionalProperties: false },
    ),
  },
  { additionalProperties: false, $id: 'CheckpointMetadata' },
);
export type CheckpointMetadata = Static<typeof CheckpointMetadata>;

/** One line of a snapshot (gzip-compressed newline-delimited JSON). */
export const SnapshotIdea = Type.Object(
  {
    collection: Type.String({ minLength: 1, maxLength: 200 }),
    id: Type.String({ minLength: 1, maxLength: 200 }),
    statement: Type.String({ minLength: 1, maxLength: 20_000 }),
    attributed_to: Type.String({ maxLength: 500 }),
    book_title: Type.String({ minLength: 1, maxLength: 500 }),
    context: Type.String({ maxLength: 20_000 }),
    key_phrases: Type.Array(Type.String({ maxLength: 500 }), { maxItems: 100 }),
    questions: Type.Optional(IdeaQuestions),
    supporting_arguments: Type.Array(Type.String({ maxLength: 5_000 }), { maxItems: 100 }),
    quotes: Type.Array(Type.String({ maxLength: 20_000 }), { maxItems: 100 }),
    character_perspectives: Type.Array(CharacterPerspective, { maxItems: 100 }),
    language: Type.Optional(IdeaLanguage),
    translations: Type.Optional(IdeaTranslations),
    relations: Type.Optional(Type.Array(IdeaRelation, { maxItems: IDEA_RELATIONS_MAX })),
    vector: Type.Optional(Type.Union([Type.Array(Type.Number()), Type.Null()])),
  },
  { additionalProperties: false },
);
export type SnapshotIdea = Static<typeof SnapshotIdea>;

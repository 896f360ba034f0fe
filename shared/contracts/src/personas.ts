import { Type, type Static } from 'typebox';
import { Flashcard } from './flashcards.js';
import { LANGUAGES } from './languages.js';
import { IDEA_STANCES } from './vector-db-rules.js';
import {
  ANSWER_GENERATORS,
  CHAT_MESSAGE_MAX,
  PERSONA_DATE_MAX,
  PERSONA_DESCRIPTION_MAX,
  PERSONA_KEY_MAX,
  PERSONA_NAME_MAX,
  PERSONA_TAGS_MAX,
  SELECTION_METHODS,
} from './persona-rules.js';

const Timestamp = Type.String({ format: 'date-time' });
const OptionalText = Type.Union([Type.String(), Type.Null()]);

/**
 * A persona's texts in another language than its own: any of its name, description, tags, and
 * the author its words come through; what is left out is read in its own.
 */
export const PersonaTranslation = Type.Object(
  {
    name: Type.Optional(Type.String({ minLength: 1, maxLength: PERSONA_NAME_MAX })),
    short_description: Type.Optional(
      Type.String({ minLength: 1, maxLength: PERSONA_DESCRIPTION_MAX }),
    ),
    tags: Type.Optional(Type.String({ minLength: 1, maxLength: PERSONA_TAGS_MAX })),
    known_through: Type.Optional(
      Type.Union([Type.String({ maxLength: PERSONA_NAME_MAX }), Type.Null()]),
    ),
  },
  { additionalProperties: false },
);
export type PersonaTranslation = Static<typeof PersonaTranslation>;
export const PersonaTranslations = Type.Record(
  Type.String({ pattern: '^[a-z]{2,3}$' }),
  PersonaTranslation,
  {
    additionalProperties: false,
    maxProperties: 20,
  },
);
export type PersonaTranslations = Static<typeof PersonaTranslations>;

/** An AI persona of a historical thinker, as the back office lists it. */
export const Persona = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  /** The name in a URL (`marcus-aurelius`): `/chat/marcus-aurelius`. Unique. */
  slug: Type.String(),
  /** The collection of ideas its answers draw on. */
  vector_database_key: Type.String(),
  /** Free text ("470 BC"); null when unknown. */
  birth_date: OptionalText,
  death_date: OptionalText,
  short_description: Type.String(),
  /** One comma-separated string ("Stoicism, Ethics"). */
  tags: Type.String(),
  has_profile_file: Type.Boolean(),
  /** The author through whom its words reach us ("Plato"); null when it wrote its books. */
  known_through: OptionalText,
  translations: PersonaTranslations,
  created_at: Timestamp,
  updated_at: Timestamp,
});
export type Persona = Static<typeof Persona>;

export const PersonaList = Type.Array(Persona);

/**
 * A persona as learners see it on Discover, in their language where it has a translation: no
 * collection key, no dates of the record. `name` is what the chat calls it by, `display_name`
 * how it is written in the reader's language.
 */
export const DiscoverPersona = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  display_name: Type.String(),
  slug: Type.String(),
  birth_date: OptionalText,
  death_date: OptionalText,
  short_description: Type.String(),
  tags: Type.String(),
});
export type DiscoverPersona = Static<typeof DiscoverPersona>;

export const DiscoverResponse = Type.Array(DiscoverPersona);
export type DiscoverResponse = Static<typeof DiscoverResponse>;

/**
 * The persona form's fields, sent as multipart/form-data (documented here; the route reads the
 * parts itself). `profile_file` is a Markdown file: required on create, replaces the profile on
 * edit when given; `profile_file_fr`, the profile in French, is optional and likewise replaces
 * the French one when given. The form is saved whole: an optional text left out or empty is
 * cleared (the French texts left empty are read in English).
 */
export const PersonaFormFields = Type.Object({
  name: Type.String({ maxLength: PERSONA_NAME_MAX }),
  vector_database_key: Type.String({ maxLength: PERSONA_KEY_MAX }),
  birth_date: Type.Optional(Type.String({ maxLength: PERSONA_DATE_MAX })),
  death_date: Type.Optional(Type.String({ maxLength: PERSONA_DATE_MAX })),
  short_description: Type.String({ maxLength: PERSONA_DESCRIPTION_MAX }),
  tags: Type.String({ maxLength: PERSONA_TAGS_MAX, description: 'Comma-separated' }),
  known_through: Type.Optional(
    Type.String({
      maxLength: PERSONA_NAME_MAX,
      description: 'The author its words come through ("Plato"); empty when it wrote its books',
    }),
  ),
  name_fr: Type.Optional(Type.String({ maxLength: PERSONA_NAME_MAX })),
  short_description_fr: Type.Optional(Type.String({ maxLength: PERSONA_DESCRIPTION_MAX })),
  tags_fr: Type.Optional(
    Type.String({ maxLength: PERSONA_TAGS_MAX, description: 'Comma-separated' }),
  ),
  known_through_fr: Type.Optional(Type.String({ maxLength: PERSONA_NAME_MAX })),
  profile_file: Type.Optional(Type.String({ format: 'binary', description: 'The .md profile' })),
  profile_file_fr: Type.Optional(
    Type.String({ format: 'binary', description: 'The .md profile in French' }),
  ),
});
export type PersonaFormFields = Static<typeof PersonaFormFields>;

/** Whether a vector database key names a collection; if not, why, and which authors exist. */
export const VectorKeyValidation = Type.Object({
  is_valid: Type.Boolean(),
  /** English text; null when valid. */
  error_message: OptionalText,
  /** The error's code in the catalog, which the back office translates; null when valid. */
  error_code: OptionalText,
  /** The authors of the existing collections, each with its key: "Seneca (seneca)". */
  available_authors: Type.Array(Type.String()),
});
export type VectorKeyValidation = Static<typeof VectorKeyValidation>;

/**
 * Who the learner is talking to, in the reader's language where the persona has a translation.
 * `name` is the persona's own (what the chat calls it by); `display_name` is how it is written
 * in that language. `period` is "birth - death" ("?" for a missing end), or null.
 */
export const CharacterInfo = Type.Object({
  name: Type.String(),
  display_name: Type.String(),
  slug: Type.String(),
  description: Type.String(),
  period: OptionalText,
  tags: Type.String(),
});
export type CharacterInfo = Static<typeof CharacterInfo>;

export const CharactersResponse = Type.Object({ characters: Type.Array(Type.String()) });
export type CharactersResponse = Static<typeof CharactersResponse>;

export const ChatLanguage = Type.Enum([...LANGUAGES]);

/** The language a persona's texts are read in; the user's preferred language when left out. */
export const ReaderLanguageQuery = Type.Object({ language: Type.Optional(ChatLanguage) });
export type ReaderLanguageQuery = Static<typeof ReaderLanguageQuery>;

/**
 * A question to a persona. `character` is its name (or slug). The answer is in French when the
 * message is written in French, else in `language`, else in the user's preferred language.
 */
export const ChatBody = Type.Object({
  character: Type.String({ minLength: 1, maxLength: PERSONA_NAME_MAX }),
  message: Type.String({ maxLength: CHAT_MESSAGE_MAX }),
  language: Type.Optional(ChatLanguage),
});
export type ChatBody = Static<typeof ChatBody>;

/**
 * An idea an answer draws on, as stored, in the answer's language where the idea has a
 * translation into it.
 */
export const ChatSource = Type.Object({
  idea_id: Type.Integer(),
  statement: Type.String(),
  book: Type.String(),
  /** Where in the book ("Letter 13", "Book II, 1"), plain text; null when not known. */
  citation: OptionalText,
  /** Who said it (the idea's attribution). */
  thinker: Type.String(),
  /** The language of its text. */
  language: Type.String(),
  /** Who translated its text ("Lyceum": the team); absent when it is the idea's own. */
  translator: Type.Optional(Type.String()),
});
export type ChatSource = Static<typeof ChatSource>;

export const ChatReferences = Type.Object({
  sources: Type.Array(ChatSource),
  /** How many searches found them (words per language, vectors). */
  total_queries: Type.Integer(),
  selection_method: Type.Enum([...SELECTION_METHODS]),
});
export type ChatReferences = Static<typeof ChatReferences>;

/**
 * Another thinker's idea that stands towards an idea the answer cited (`about`, its idea id): it
 * disagrees with it, qualifies it, or agrees; `note` says where they differ (or what they
 * share), in the answer's language where it has a translation. With the persona to ask about it
 * (`character`, its name; `display_name`, as the reader's language writes it).
 */
export const Counterpoint = Type.Object({
  ...ChatSource.properties,
  character: Type.String(),
  display_name: Type.String(),
  slug: Type.String(),
  stance: Type.Enum([...IDEA_STANCES]),
  note: Type.String(),
  about: Type.Integer(),
});
export type Counterpoint = Static<typeof Counterpoint>;

export const ChatResponse = Type.Object({
  response: Type.String(),
  /** The persona's name. */
  character: Type.String(),
  references: ChatReferences,
  counterpoints: Type.Array(Counterpoint),
  generator: Type.Enum([...ANSWER_GENERATORS]),
  /**
   * A language model is configured but did not answer (it failed before its first words): the
   * extractive composer wrote this answer instead.
   */
  fallback: Type.Boolean(),
  /** The language the answer is written in. */
  language: ChatLanguage,
  /** When nothing the persona said answers: questions it can answer, to ask instead. */
  suggestions: Type.Array(Type.String()),
  /**
   * How many sentences of a model's answer were left out because they cited no source or quoted
   * one wrongly (always 0 for the extractive composer).
   */
  unsupported: Type.Integer({ minimum: 0 }),
});
export type ChatResponse = Static<typeof ChatResponse>;

/** One message of a conversation, as memory keeps it and the chat shows it. */
export const ChatMessage = Type.Object({
  id: Type.String(),
  type: Type.Enum(['user', 'character']),
  content: Type.String(),
  timestamp: Timestamp,
  /** The persona's name. */
  character: Type.String(),
  /** On a persona's answer: its sources and counterpoints. */
  references: Type.Optional(ChatReferences),
  counterpoints: Type.Optional(Type.Array(Counterpoint)),
  suggestions: Type.Optional(Type.Array(Type.String())),
  unsupported: Type.Optional(Type.Integer({ minimum: 0 })),
});
export type ChatMessage = Static<typeof ChatMessage>;

/** The conversation kept with a persona (oldest first), to show again after a reload. */
export const ConversationResponse = Type.Object({
  character: CharacterInfo,
  messages: Type.Array(ChatMessage),
});
export type ConversationResponse = Static<typeof ConversationResponse>;

export const ResetResponse = Type.Object({ message: Type.String() });

/** The events of `POST /api/persona/chat/stream`, each a server-sent event of that name. */
export const ChatStreamReferences = Type.Object({
  character: Type.String(),
  references: ChatReferences,
});
export type ChatStreamReferences = Static<typeof ChatStreamReferences>;
export const ChatStreamDelta = Type.Object({ text: Type.String() });
export type ChatStreamDelta = Static<typeof ChatStreamDelta>;
/** The last event: the whole answer, as the plain call returns it. */
export const ChatStreamDone = ChatResponse;
export type ChatStreamDone = ChatResponse;

/** One question put to two thinkers at once (each by name or slug). */
export const DebateBody = Type.Object({
  characters: Type.Array(Type.String({ minLength: 1, maxLength: PERSONA_NAME_MAX }), {
    minItems: 2,
    maxItems: 2,
  }),
  message: Type.String({ maxLength: CHAT_MESSAGE_MAX }),
  language: Type.Optional(ChatLanguage),
});
export type DebateBody = Static<typeof DebateBody>;

/**
 * A turn of a debate: a thinker's answer to the question from its own sources, or its reply to
 * the other's answer (`replying_to`: the other's idea it sets its own against, with the stance
 * and note of the relation between them). Its markers number its own `references`.
 */
export const DebateTurn = Type.Object({
  character: Type.String(),
  display_name: Type.String(),
  slug: Type.String(),
  kind: Type.Enum(['answer', 'reply']),
  response: Type.String(),
  references: ChatReferences,
  replying_to: Type.Optional(
    Type.Object({
      idea_id: Type.Integer(),
      character: Type.String(),
      stance: Type.Enum([...IDEA_STANCES]),
      note: Type.String(),
    }),
  ),
});
export type DebateTurn = Static<typeof DebateTurn>;

/** A question of a debate and its turns: both answers, then each reply where they disagree. */
export const DebateRound = Type.Object({
  id: Type.String(),
  question: Type.String(),
  timestamp: Timestamp,
  language: ChatLanguage,
  turns: Type.Array(DebateTurn),
});
export type DebateRound = Static<typeof DebateRound>;

/** The debate kept between two thinkers (oldest question first), to show again after a reload. */
export const DebateResponse = Type.Object({
  characters: Type.Array(CharacterInfo),
  rounds: Type.Array(DebateRound),
});
export type DebateResponse = Static<typeof DebateResponse>;

/** A cited idea turned into a flashcard of the learner, tagged with the thinker. */
export const IdeaFlashcardBody = Type.Object({
  idea_id: Type.Integer({ minimum: 1 }),
  /** The persona whose answer cited it (its name gives the card's tag). */
  character: Type.String({ minLength: 1, maxLength: PERSONA_NAME_MAX }),
});
export type IdeaFlashcardBody = Static<typeof IdeaFlashcardBody>;

export const IdeaFlashcardResponse = Type.Object({
  flashcard: Flashcard,
  /** False when the learner already had this card (nothing was added). */
  created: Type.Boolean(),
});
export type IdeaFlashcardResponse = Static<typeof IdeaFlashcardResponse>;

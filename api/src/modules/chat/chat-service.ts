import {
  CHAT_SOURCES_MAX,
  type AnswerGenerator,
  type ChatBody,
  type ChatMessage,
  type ChatReferences,
  type ChatResponse,
  type ChatStreamReferences,
  type ConversationResponse,
  type IdeaFlashcardBody,
  type IdeaFlashcardResponse,
  type LanguageCode,
} from '@lyceum/contracts';
import { randomUUID } from 'node:crypto';
import { countAttempt } from '../../lib/attempt-limit';
import { apiError } from '../../lib/http-errors';
import type { AppDeps } from '../deps';
import {
  createVectorDbReader,
  type IdeaRow,
  type VectorDbReader,
} from '../vector-db/vector-db-service';
import {
  createPersonasService,
  personaText,
  profileIn,
  toCharacterInfo,
  type PersonaRow,
} from '../personas/personas-service';
import type { UserRow } from '../users/users-types';
import { readerLanguage } from '../../lib/reader-language';
import { createChatMemory } from './chat-memory';
import { quoteText, shortQuote, toChatSource } from './chat-sources';
import { createSentenceChecker } from './sentence-check';
import { createStanceJudge } from './stance-judge';
import { COMPOSER_TEXTS } from './composer-texts';
import { composeAnswer, streamPieces, type ComposerIdea } from './composer';
import { findCounterpoints } from './counterpoints';
import { retrieveFollowingUp } from './follow-up';
import { addIdeaFlashcard } from './idea-flashcard';
import { ideaIn } from './idea-text';
import { createLlmClient, LlmError } from './llm-client';
import { promptMessages, type PromptInput } from './llm-prompt';
import { detectLanguage } from './retrieval-language';
import { answersClosely, createRetriever, type Retrieval, type RetrievedIdea } from './retrieval';

/** Answers a learner may ask for in a minute, all personas together. */
export const CHAT_ANSWERS_PER_MINUTE = 20;

export type ChatServiceDeps = Pick<AppDeps, 'config' | 'db' | 'store' | 'embedder' | 'log'>;

/** What a running answer tells its caller as it goes; `signal` aborts it (the learner left). */
export interface AnswerEvents {
  signal: AbortSignal;
  /** The sources, once found, before any text. */
  onReferences?: (event: ChatStreamReferences) => void;
  /** A piece of the answer as it is written. Without it, nothing has reached the learner. */
  onDelta?: (text: string) => void;
}

/** A question accepted (checked, counted, its persona found), ready to be answered. */
export interface ChatTurn {
  persona: PersonaRow;
  language: LanguageCode;
  /** Finds the sources, writes the answer, keeps both in memory, and answers the whole. */
  run(events: AnswerEvents): Promise<ChatResponse>;
}

/** When nothing the persona said answers, it offers this many topics it can speak of. */
export const TOPICS_OFFERED = 3;

/** The words that name a persona, in its own texts and in every translation. */
export const namesOf = (persona: PersonaRow) => [
  persona.name,
  ...Object.values(persona.translations).flatMap((texts) => (texts.name ? [texts.name] : [])),
];

/**
 * What a persona can speak of when nothing it said answers: a key phrase of ideas spread over
 * its books, in `language`; null without a collection.
 */
export async function topicsOf(
  vectorDb: Pick<VectorDbReader, 'spreadIdeas'>,
  collectionId: number | null,
  language: LanguageCode,
): Promise<string[] | null> {
  if (collectionId === null) return null;
  const ideas = await vectorDb.spreadIdeas(collectionId, language, TOPICS_OFFERED);
  return ideas.flatMap((idea) => ideaIn(idea, language).keyPhrases.slice(0, 1));
}

/**
 * What a model's sentence citing an idea may quote of it: its statement, reasoning and quotes (as
 * plain text), in its own language and in each of its translations.
 */
function textsOf(idea: IdeaRow): string[] {
  const versions = [idea, ...Object.values(idea.translations)];
  return versions.flatMap((version) => [
    version.statement,
    ...(version.supporting_arguments ?? []),
    ...(version.quotes ?? []).map(quoteText),
  ]);
}

/**
 * The language a persona answers a message in: French for a message written in French (more of
 * its little words are French than English), whatever the interface's; else the reader's.
 */
export const answerLanguage = (
  message: string,
  asked: LanguageCode | undefined,
  user: { preferred_language: string },
): LanguageCode => (detectLanguage(message) === 'fr' ? 'fr' : readerLanguage(asked, user));

/** A retrieved idea as the composer says it in `language`. */
export function composerIdea(idea: RetrievedIdea, language: LanguageCode): ComposerIdea {
  const text = ideaIn(idea, language);
  return {
    statement: text.statement,
    arguments: text.arguments,
    keyPhrases: text.keyPhrases,
    book: text.book,
    citation: text.citation,
    quote: shortQuote(text.quotes),
    quoteTranslated: text.quotesLanguage !== language,
    close: answersClosely(idea),
  };
}

/**
 * The persona chat: each answer draws on the persona's collection of ideas only, cites them, and
 * is written by the configured language model or, without one (or when it fails before its
 * first words), by the extractive composer. The conversation is kept per learner and persona.
 */
export function createChatService({ config, db, store, embedder, log }: ChatServiceDeps) {
  const personas = createPersonasService({ db });
  const vectorDb = createVectorDbReader(db);
  const retriever = createRetriever({ vectorDb, embedder, log });
  const memory = createChatMemory(store);
  const llm = config.llm.baseUrl ? createLlmClient(config.llm) : null;
  // With a model, stances between ideas no relation links are judged by it, once per pair.
  const judged = llm
    ? { judge: createStanceJudge(db, llm, { model: config.llm.model, log }), retriever }
    : null;

  /**
   * Every piece goes through `emit`: the model's if it answers, else the composer's (`composed`
   * when the answer was planned without a model; composed here, numbered as the sources already
   * shown, when the model failed before its first words).
   */
  async function write(
    input: PromptInput,
    composed: string | null,
    sourceTexts: ReadonlyArray<readonly string[]>,
    { signal, onDelta }: AnswerEvents,
  ): Promise<{ text: string; generator: AnswerGenerator; unsupported: number }> {
    let delivered = false;
    const emit = (piece: string) => {
      if (!onDelta) return;
      delivered = true;
      onDelta(piece);
    };
    if (llm && composed === null) {
      // The model's sentences reach the learner one by one, each once it holds: it cites a
      // source and quotes it word for word; the others are left out and counted.
      const checker = createSentenceChecker(sourceTexts);
      let text = '';
      const take = (checked: string) => {
        if (checked === '' || (text === '' && checked.trim() === '')) return;
        text += checked;
        emit(checked);
      };
      try {
        for await (const piece of llm.stream(promptMessages(input), signal)) {
          take(checker.push(piece));
        }
        take(checker.end());
        if (text.trim() === '') {
          throw new LlmError(
            checker.removed > 0
              ? 'The LLM wrote no sentence its sources hold'
              : 'The LLM endpoint answered no text',
          );
        }
        return { text, generator: 'llm', unsupported: checker.removed };
      } catch (error) {
        if (signal.aborted) throw error;
        if (delivered) {
          // Part of the model's answer is on the learner's screen: it is not mixed with another.
          log.warn({ err: error }, 'The LLM stopped in the middle of an answer');
          throw apiError('chat.generation_failed');
        }
        log.warn({ err: error }, 'The LLM did not answer; the extractive composer answers instead');
      }
    }
    const text =
      composed ??
      composeAnswer({
        language: input.language,
        speaker: input.speaker,
        ideas: input.composerIdeas,
        topics: input.topics,
        numbering: 'given',
      }).text;
    if (onDelta) for await (const piece of streamPieces(text, signal)) emit(piece);
    return { text, generator: 'extractive', unsupported: 0 };
  }

  async function answer(
    user: UserRow,
    persona: PersonaRow,
    language: LanguageCode,
    message: string,
    events: AnswerEvents,
  ): Promise<ChatResponse> {
    const asked: ChatMessage = {
      id: randomUUID(),
      type: 'user',
      content: message,
      timestamp: new Date().toISOString(),
      character: persona.name,
    };
    const [history, collection] = await Promise.all([
      memory.read(user.id, persona.id),
      vectorDb.collection(persona.vector_database_key),
    ]);
    const previous = history.findLast((m) => m.type === 'user')?.content ?? null;
    const found: Retrieval & { text: string } = collection
      ? await retrieveFollowingUp(message, previous, (text) =>
          retriever.retrieve(collection.id, text, {
            limit: CHAT_SOURCES_MAX,
            language,
            signal: events.signal,
            unsaid: namesOf(persona),
          }),
        )
      : {
          ideas: [],
          totalQueries: 0,
          selectionMethod: embedder ? 'hybrid' : 'lexical',
          text: message,
        };
    const speaker = { knownThrough: personaText(persona, language).known_through };
    const topics =
      found.ideas.length > 0 ? [] : await topicsOf(vectorDb, collection?.id ?? null, language);
    // The answer opens with the first idea that answers closely, when a looser one ranks above it.
    const closest = found.ideas.findIndex(answersClosely);
    if (closest > 0) {
      found.ideas = [found.ideas[closest]!, ...found.ideas.filter((_, i) => i !== closest)];
    }
    const composerIdeas = found.ideas.map((idea) => composerIdea(idea, language));
    // Without a model the answer is planned first: its sources are the ideas it cites.
    const composition = llm
      ? null
      : composeAnswer({ language, speaker, ideas: composerIdeas, topics });
    const shown = composition
      ? composition.cited.flatMap((index) => found.ideas[index] ?? [])
      : found.ideas;
    // Looked up while the answer is written; they come with the end of it.
    const counterpoints = findCounterpoints(
      { personas, vectorDb, judged },
      persona,
      shown,
      language,
      { question: found.text, signal: events.signal },
    ).catch((error: unknown) => {
      log.warn({ err: error }, 'counterpoints could not be found');
      return [];
    });
    const sources = shown.map((idea) => toChatSource(idea, language));
    const references: ChatReferences = {
      sources,
      total_queries: found.totalQueries,
      selection_method: found.selectionMethod,
    };
    events.signal.throwIfAborted();
    events.onReferences?.({ character: persona.name, references });

    const suggestions = (topics ?? []).map(COMPOSER_TEXTS[language].suggestion);
    const { text, generator, unsupported } = await write(
      {
        persona: {
          ...persona,
          ...personaText(persona, language),
          profile_markdown: profileIn(persona, language),
        },
        language,
        speaker,
        topics,
        composerIdeas,
        history,
        question: message,
        // The model is given every idea found, numbered as the sources shown.
        ideas: composition
          ? []
          : sources.map((source, index) => ({
              ...source,
              quote: composerIdeas[index]?.quote ?? null,
            })),
      },
      composition?.text ?? null,
      composition ? [] : found.ideas.map(textsOf),
      events,
    );
    const response: ChatResponse = {
      response: text,
      character: persona.name,
      references,
      counterpoints: await counterpoints,
      generator,
      fallback: llm !== null && generator === 'extractive',
      language,
      suggestions,
      unsupported,
    };
    // An answer the learner left before its end is not kept.
    events.signal.throwIfAborted();
    await memory.append(user.id, persona.id, [
      asked,
      {
        id: randomUUID(),
        type: 'character',
        content: text,
        timestamp: new Date().toISOString(),
        character: persona.name,
        references,
        counterpoints: response.counterpoints,
        ...(suggestions.length > 0 ? { suggestions } : {}),
        ...(unsupported > 0 ? { unsupported } : {}),
      },
    ]);
    return response;
  }

  return {
    /**
     * Accepts a question: a blank one is refused, every one counts towards the learner's limit
     * of answers, and its persona must exist. Nothing is answered yet, so the stream can still
     * refuse with a plain error.
     */
    async ask(user: UserRow, body: ChatBody): Promise<ChatTurn> {
      const message = body.message.trim();
      if (message === '') throw apiError('chat.message_required', 'message');
      await countAttempt(store, `chat-answers:${user.id}`, {
        max: CHAT_ANSWERS_PER_MINUTE,
        windowSeconds: 60,
      });
      const persona = await personas.named(body.character);
      const language = answerLanguage(message, body.language, user);
      return {
        persona,
        language,
        run: (events) => answer(user, persona, language, message, events),
      };
    },

    async conversation(
      user: UserRow,
      name: string,
      language: LanguageCode,
    ): Promise<ConversationResponse> {
      const persona = await personas.named(name);
      return {
        character: toCharacterInfo(persona, language),
        messages: await memory.read(user.id, persona.id),
      };
    },

    async reset(user: UserRow, name: string): Promise<{ message: string }> {
      const persona = await personas.named(name);
      await memory.clear(user.id, persona.id);
      return { message: `The conversation with ${persona.name} has been reset` };
    },

    async addFlashcard(user: UserRow, body: IdeaFlashcardBody): Promise<IdeaFlashcardResponse> {
      const persona = await personas.named(body.character);
      return addIdeaFlashcard(db, config.quotas, user.id, persona, body.idea_id);
    },
  };
}

export type ChatService = ReturnType<typeof createChatService>;

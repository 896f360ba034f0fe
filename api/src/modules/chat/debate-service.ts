import {
  CHAT_HISTORY_TTL_SECONDS,
  CHAT_SOURCES_MAX,
  COUNTERPOINT_STANCES,
  DEBATE_ROUNDS_MAX,
  type DebateBody,
  type DebateResponse,
  type DebateRound,
  type DebateTurn,
  type IdeaRelation,
  type LanguageCode,
} from '@lyceum/contracts';
import { randomUUID } from 'node:crypto';
import { countAttempt } from '../../lib/attempt-limit';
import { apiError } from '../../lib/http-errors';
import {
  createPersonasService,
  personaText,
  toCharacterInfo,
  type PersonaRow,
} from '../personas/personas-service';
import type { UserRow } from '../users/users-types';
import { createVectorDbReader, type IdeaRow } from '../vector-db/vector-db-service';
import { toChatSource } from './chat-sources';
import {
  answerLanguage,
  CHAT_ANSWERS_PER_MINUTE,
  composerIdea,
  namesOf,
  topicsOf,
  type ChatServiceDeps,
} from './chat-service';
import { composeAnswer, composeReply } from './composer';
import { ideaIn } from './idea-text';
import { createRetriever, type RetrievedIdea } from './retrieval';

/** A thinker's answer in a debate, with the ideas it cited. */
interface Answered {
  persona: PersonaRow;
  turn: DebateTurn;
  cited: RetrievedIdea[];
}

/** A relation between an idea one thinker cited and an idea of the other's collection. */
interface Opposed {
  /** The replying thinker's idea. */
  own: IdeaRow;
  /** The other thinker's cited idea it stands towards. */
  theirs: IdeaRow;
  relation: IdeaRelation;
}

/**
 * Debates: one question put to two thinkers at once. Each answers from its own collection, as in
 * the chat (the extractive composer, each turn with its own sources); then each replies to the
 * other where a relation of the ideas says they differ: the other's cited idea, and its own that
 * disagrees with or qualifies it. The rounds are kept per learner and pair of thinkers, like a
 * conversation.
 */
export function createDebateService({ db, store, embedder, log }: ChatServiceDeps) {
  const personas = createPersonasService({ db });
  const vectorDb = createVectorDbReader(db);
  const retriever = createRetriever({ vectorDb, embedder, log });

  /** The pair, in a fixed order (by id) so that A–B and B–A are one debate. */
  const pairKey = (userId: number, a: PersonaRow, b: PersonaRow) =>
    `debate:${userId}:${Math.min(a.id, b.id)}:${Math.max(a.id, b.id)}`;

  async function rounds(key: string): Promise<DebateRound[]> {
    const stored = await store.get(key);
    if (stored === null) return [];
    try {
      const parsed = JSON.parse(stored) as unknown;
      return Array.isArray(parsed) ? (parsed as DebateRound[]) : [];
    } catch {
      return [];
    }
  }

  async function pair(names: readonly string[]): Promise<[PersonaRow, PersonaRow]> {
    const [first, second] = await Promise.all(names.map((name) => personas.named(name)));
    if (!first || !second) throw apiError('personas.not_found');
    if (first.id === second.id) throw apiError('chat.debate_same_persona', 'characters');
    return [first, second];
  }

  /** A thinker's answer to the question, from its own collection. */
  async function answerOf(
    persona: PersonaRow,
    question: string,
    language: LanguageCode,
  ): Promise<Answered> {
    const collection = await vectorDb.collection(persona.vector_database_key);
    const found = collection
      ? await retriever.retrieve(collection.id, question, {
          limit: CHAT_SOURCES_MAX,
          language,
          unsaid: namesOf(persona),
        })
      : null;
    const ideas = found?.ideas ?? [];
    const topics =
      ideas.length > 0 ? [] : await topicsOf(vectorDb, collection?.id ?? null, language);
    const composition = composeAnswer({
      language,
      speaker: { knownThrough: personaText(persona, language).known_through },
      ideas: ideas.map((idea) => composerIdea(idea, language)),
      topics,
    });
    const cited = composition.cited.flatMap((index) => ideas[index] ?? []);
    return {
      persona,
      cited,
      turn: {
        character: persona.name,
        display_name: personaText(persona, language).name,
        slug: persona.slug,
        kind: 'answer',
        response: composition.text,
        references: {
          sources: cited.map((idea) => toChatSource(idea, language)),
          total_queries: found?.totalQueries ?? 0,
          selection_method: found?.selectionMethod ?? (embedder ? 'hybrid' : 'lexical'),
        },
      },
    };
  }

  /**
   * The first relation, in the order the other thinker cited its ideas, by which an idea of the
   * replying thinker's collection disagrees with or qualifies one of them (carried by either
   * idea); null when none.
   */
  async function opposition(replying: PersonaRow, other: Answered): Promise<Opposed | null> {
    const own = replying.vector_database_key.toLowerCase();
    const differs = (relation: IdeaRelation) => COUNTERPOINT_STANCES.includes(relation.stance);
    const named = other.cited.flatMap((theirs) =>
      theirs.relations
        .filter((relation) => relation.collection.toLowerCase() === own && differs(relation))
        .map((relation) => ({ theirs, relation })),
    );
    const [incoming, outgoing] = await Promise.all([
      vectorDb.relationsTo(
        other.persona.vector_database_key,
        other.cited.map((idea) => idea.source_id),
      ),
      vectorDb.ideasNamed(named.map(({ relation }) => relation)),
    ]);
    for (const theirs of other.cited) {
      const from = incoming.find(
        (idea) =>
          idea.collection.toLowerCase() === own &&
          idea.relation.id === theirs.source_id &&
          differs(idea.relation),
      );
      if (from) return { own: from, theirs, relation: from.relation };
      const to = named.find((entry) => entry.theirs.id === theirs.id);
      const target = to && outgoing.find((idea) => idea.source_id === to.relation.id);
      if (to && target) return { own: target, theirs, relation: to.relation };
    }
    return null;
  }

  /** The replying thinker's turn against the other's answer, or null when nothing opposes them. */
  async function replyOf(
    replying: Answered,
    other: Answered,
    language: LanguageCode,
  ): Promise<DebateTurn | null> {
    const opposed = await opposition(replying.persona, other);
    if (!opposed) return null;
    const stance = opposed.relation.stance === 'qualifies' ? 'qualifies' : 'disagrees';
    const own = { ...opposed.own, score: 0, coverage: 0, similarity: null };
    return {
      ...replying.turn,
      kind: 'reply',
      response: composeReply({
        language,
        other: {
          name: other.turn.display_name,
          statement: ideaIn(opposed.theirs, language).statement,
        },
        idea: composerIdea(own, language),
        stance,
      }),
      references: {
        sources: [toChatSource(opposed.own, language)],
        total_queries: 0,
        selection_method: replying.turn.references.selection_method,
      },
      replying_to: {
        idea_id: opposed.theirs.id,
        character: other.persona.name,
        stance,
        note: opposed.relation.translations?.[language]?.note ?? opposed.relation.note,
      },
    };
  }

  return {
    /**
     * Puts the question to both thinkers: refused when blank or the same thinker twice; counts
     * as two answers towards the learner's limit.
     */
    async ask(user: UserRow, body: DebateBody): Promise<DebateRound> {
      const question = body.message.trim();
      if (question === '') throw apiError('chat.message_required', 'message');
      const [first, second] = await pair(body.characters);
      for (let answers = 0; answers < 2; answers += 1) {
        await countAttempt(store, `chat-answers:${user.id}`, {
          max: CHAT_ANSWERS_PER_MINUTE,
          windowSeconds: 60,
        });
      }
      const language = answerLanguage(question, body.language, user);
      const answers = await Promise.all([
        answerOf(first, question, language),
        answerOf(second, question, language),
      ]);
      const [a, b] = answers;
      const replies = await Promise.all([replyOf(a, b, language), replyOf(b, a, language)]);
      const round: DebateRound = {
        id: randomUUID(),
        question,
        timestamp: new Date().toISOString(),
        language,
        turns: [a.turn, b.turn, ...replies.flatMap((reply) => reply ?? [])],
      };
      const key = pairKey(user.id, first, second);
      const kept = [...(await rounds(key)), round].slice(-DEBATE_ROUNDS_MAX);
      await store.set(key, JSON.stringify(kept), CHAT_HISTORY_TTL_SECONDS);
      return round;
    },

    /** The debate kept between two thinkers, oldest question first, read in `language`. */
    async debate(
      user: UserRow,
      names: readonly string[],
      language: LanguageCode,
    ): Promise<DebateResponse> {
      const [first, second] = await pair(names);
      return {
        characters: [toCharacterInfo(first, language), toCharacterInfo(second, language)],
        rounds: await rounds(pairKey(user.id, first, second)),
      };
    },

    async reset(user: UserRow, names: readonly string[]): Promise<{ message: string }> {
      const [first, second] = await pair(names);
      await store.del(pairKey(user.id, first, second));
      return { message: `The debate between ${first.name} and ${second.name} has been reset` };
    },
  };
}

export type DebateService = ReturnType<typeof createDebateService>;

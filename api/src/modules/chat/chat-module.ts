import type { FastifyPluginCallbackTypebox } from '@fastify/type-provider-typebox';
import {
  CHAT_HISTORY_MAX,
  CHAT_HISTORY_TTL_SECONDS,
  CHAT_MESSAGE_MAX,
  COUNTERPOINTS_MAX,
  ChatBody,
  ChatResponse,
  ConversationResponse,
  DebateBody,
  DebateResponse,
  DebateRound,
  DEBATE_ROUNDS_MAX,
  IdeaFlashcardBody,
  IdeaFlashcardResponse,
  PERSONA_NAME_MAX,
  ReaderLanguageQuery,
  ResetResponse,
} from '@lyceum/contracts';
import { Type } from 'typebox';
import { readerLanguage } from '../../lib/reader-language';
import { errors } from '../../lib/schemas';
import { signedIn } from '../../plugins/access';
import type { AppDeps, DomainModule } from '../deps';
import { CHAT_ANSWERS_PER_MINUTE, createChatService } from './chat-service';
import { createDebateService } from './debate-service';
import { clientGone, openEventStream } from './chat-stream';

export type ChatModuleOptions = AppDeps;

// The chat is documented with the personas it talks to (the tag the OpenAPI document declares).
const TAGS = ['chat'];
const user = { access: 'user' as const };

const NameParams = Type.Object({
  name: Type.String({ minLength: 1, maxLength: PERSONA_NAME_MAX, description: 'Name or slug' }),
});

const PairParams = Type.Object({
  first: NameParams.properties.name,
  second: NameParams.properties.name,
});

const DEBATING = `Both thinkers answer from their own collections, as in the chat (each turn with its own \`references\`, written by the extractive composer); then each replies to the other where a relation of the ideas says one of its ideas disagrees with or qualifies an idea the other cited (\`replying_to\`). The round is kept with the pair's last ${DEBATE_ROUNDS_MAX} (the same pair in either order is one debate). It counts as two answers towards the limit of ${CHAT_ANSWERS_PER_MINUTE} a minute.`;

const ANSWERING = `The answer draws only on the ideas of the persona's collection, which \`references\` lists; \`counterpoints\` are ideas of other personas that disagree with or qualify an idea it cited (up to ${COUNTERPOINTS_MAX}, by the relations the ideas carry), then some that agree (\`stance\`). When nothing answers, \`suggestions\` holds questions the persona can answer. It is written in French when the message is, else in \`language\` (else the user's preferred language), by the configured language model, or by the extractive composer without one or when the model fails before its first words (\`generator\`; \`fallback\` is true in that last case). The exchange is kept in the conversation. A message is at most ${CHAT_MESSAGE_MAX} characters; a user may ask for ${CHAT_ANSWERS_PER_MINUTE} answers a minute.`;

const STREAM_EVENTS =
  'Server-sent events, in order: `references` ({character, references}) before any text, `delta` ({text}) for each piece of the answer as it is written, then `done` (the whole answer, as `POST /api/persona/chat` returns it) — or `error` ({detail, code}) instead of `done`. A request refused before the stream begins (unknown persona, blank message, limit) gets a plain JSON error. A model that fails before its first words is replaced by the extractive composer; one that breaks off after them ends the stream with `error` (`chat.generation_failed`), and that answer is not kept. When the client leaves, the answer stops (the model request is cancelled) and nothing is kept.';

/** Persona chat: answers grounded in the persona's ideas, with their sources. */
const chatRoutes: FastifyPluginCallbackTypebox<ChatModuleOptions> = (app, deps, done) => {
  const chat = createChatService(deps);

  app.post(
    '/chat',
    {
      config: user,
      schema: {
        operationId: 'chatWithPersona',
        tags: TAGS,
        summary: 'Ask a persona a question; the whole answer at once',
        description: ANSWERING,
        body: ChatBody,
        response: { 200: ChatResponse, ...errors(400, 404, 429) },
      },
    },
    async (request, reply) => {
      const turn = await chat.ask(signedIn(request), request.body);
      const signal = clientGone(reply);
      try {
        return await turn.run({ signal });
      } catch (error) {
        if (!signal.aborted) throw error;
        // The client has gone: there is no one to answer, and nothing went wrong.
        reply.hijack();
        reply.raw.end();
        return undefined;
      }
    },
  );

  app.post(
    '/chat/stream',
    {
      config: user,
      schema: {
        operationId: 'streamChatWithPersona',
        tags: TAGS,
        summary: 'Ask a persona a question; the answer streamed as it is written',
        description: `${STREAM_EVENTS}\n\n${ANSWERING}`,
        body: ChatBody,
        produces: ['text/event-stream'],
        response: {
          200: {
            description: 'The answer as server-sent events',
            content: { 'text/event-stream': { schema: Type.String() } },
          },
          ...errors(400, 404, 429),
        },
      },
    },
    async (request, reply) => {
      const turn = await chat.ask(signedIn(request), request.body);
      const signal = clientGone(reply);
      const stream = openEventStream(reply);
      try {
        const answer = await turn.run({
          signal,
          onReferences: (event) => stream.send('references', event),
          onDelta: (text) => stream.send('delta', { text }),
        });
        stream.send('done', answer);
      } catch (error) {
        if (!signal.aborted) stream.fail(error);
      } finally {
        stream.end();
      }
    },
  );

  app.get(
    '/:name/conversation',
    {
      config: user,
      schema: {
        operationId: 'getPersonaConversation',
        tags: TAGS,
        summary: "The user's conversation with a persona, oldest message first",
        description: `The last ${CHAT_HISTORY_MAX} messages, kept ${CHAT_HISTORY_TTL_SECONDS / 86_400} days after the last one.`,
        params: NameParams,
        querystring: ReaderLanguageQuery,
        response: { 200: ConversationResponse, ...errors(400, 404, 429) },
      },
    },
    (request) => {
      const user = signedIn(request);
      return chat.conversation(
        user,
        request.params.name,
        readerLanguage(request.query.language, user),
      );
    },
  );

  app.post(
    '/:name/reset',
    {
      config: user,
      schema: {
        operationId: 'resetPersonaConversation',
        tags: TAGS,
        summary: "Forget the user's conversation with a persona",
        params: NameParams,
        response: { 200: ResetResponse, ...errors(400, 404, 429) },
      },
    },
    (request) => chat.reset(signedIn(request), request.params.name),
  );

  const debates = createDebateService(deps);

  app.post(
    '/debate',
    {
      config: user,
      schema: {
        operationId: 'debatePersonas',
        tags: TAGS,
        summary: 'Put one question to two personas at once',
        description: DEBATING,
        body: DebateBody,
        response: { 200: DebateRound, ...errors(400, 404, 429) },
      },
    },
    (request) => debates.ask(signedIn(request), request.body),
  );

  app.get(
    '/debate/:first/:second',
    {
      config: user,
      schema: {
        operationId: 'getPersonaDebate',
        tags: TAGS,
        summary: "The user's debate between two personas, oldest question first",
        params: PairParams,
        querystring: ReaderLanguageQuery,
        response: { 200: DebateResponse, ...errors(400, 404, 429) },
      },
    },
    (request) => {
      const learner = signedIn(request);
      return debates.debate(
        learner,
        [request.params.first, request.params.second],
        readerLanguage(request.query.language, learner),
      );
    },
  );

  app.post(
    '/debate/:first/:second/reset',
    {
      config: user,
      schema: {
        operationId: 'resetPersonaDebate',
        tags: TAGS,
        summary: "Forget the user's debate between two personas",
        params: PairParams,
        response: { 200: ResetResponse, ...errors(400, 404, 429) },
      },
    },
    (request) => debates.reset(signedIn(request), [request.params.first, request.params.second]),
  );

  app.post(
    '/flashcards',
    {
      config: user,
      schema: {
        operationId: 'addIdeaFlashcard',
        tags: TAGS,
        summary: 'Turn a cited idea into a flashcard of the user',
        description:
          "Front: the idea's thinker; back: its statement, then ` — ` and its book; tagged with the persona's name (the tag is created when new). A user who already has this card gets it back with `created` false (200) instead of a second one (201).",
        body: IdeaFlashcardBody,
        response: {
          200: IdeaFlashcardResponse,
          201: IdeaFlashcardResponse,
          ...errors(400, 404, 429),
        },
      },
    },
    async (request, reply) => {
      const result = await chat.addFlashcard(signedIn(request), request.body);
      return reply.code(result.created ? 201 : 200).send(result);
    },
  );

  done();
};

export const chatModule: DomainModule<ChatModuleOptions> = {
  prefix: '/api/persona',
  routes: chatRoutes,
};

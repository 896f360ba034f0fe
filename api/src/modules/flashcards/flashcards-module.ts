import type { FastifyPluginCallbackTypebox } from '@fastify/type-provider-typebox';
import {
  BulkDeleteBody,
  BulkResponse,
  BulkTagBody,
  Flashcard,
  FlashcardCreateBody,
  FlashcardListQuery,
  FlashcardListResponse,
  FlashcardSummary,
  FlashcardUpdateBody,
  IdParams,
  ImportBody,
  ImportResponse,
  Tag,
  TagCreateBody,
} from '@lyceum/contracts';
import { Type } from 'typebox';
import { errors } from '../../lib/schemas';
import { signedIn } from '../../plugins/access';
import type { AppDeps, DomainModule } from '../deps';
import { createFlashcardsService } from './flashcards-service';

export type FlashcardsModuleOptions = Pick<AppDeps, 'db' | 'config'>;

const TAGS = ['flashcards'];
const user = { access: 'user' as const };

/** The Academy's flashcard library: each user's cards, tags, bulk actions and import. */
const flashcardsRoutes: FastifyPluginCallbackTypebox<FlashcardsModuleOptions> = (
  app,
  deps,
  done,
) => {
  const flashcards = createFlashcardsService({ db: deps.db, quotas: deps.config.quotas });

  app.post(
    '/',
    {
      config: user,
      schema: {
        operationId: 'createFlashcard',
        tags: TAGS,
        summary: 'Create a card; tags that do not exist yet are created',
        body: FlashcardCreateBody,
        response: { 201: Flashcard, ...errors(400, 429) },
      },
    },
    async (request, reply) =>
      reply.code(201).send(await flashcards.create(signedIn(request).id, request.body)),
  );

  app.get(
    '/',
    {
      config: user,
      schema: {
        operationId: 'listFlashcards',
        tags: TAGS,
        summary: 'A page of the cards, filtered and sorted, with counts over all of them',
        description:
          "`tags` is repeated and keeps the cards carrying every one of them; `q` looks for each of its words in recto or verso, ignoring case and accents. `status_counts` covers all the user's cards, whatever the filter.",
        querystring: FlashcardListQuery,
        response: { 200: FlashcardListResponse, ...errors(400, 429) },
      },
    },
    (request) => flashcards.list(signedIn(request).id, request.query),
  );

  app.get(
    '/summary',
    {
      config: user,
      schema: {
        operationId: 'flashcardsSummary',
        tags: TAGS,
        summary:
          "The library's dashboard: how many cards per status, and their mean memory strength now",
        response: { 200: FlashcardSummary, ...errors(429) },
      },
    },
    (request) => flashcards.summary(signedIn(request).id),
  );

  app.get(
    '/tags',
    {
      config: user,
      schema: {
        operationId: 'listFlashcardTags',
        tags: TAGS,
        summary: "The user's tags, alphabetically, with how many cards carry each",
        response: { 200: Type.Array(Tag), ...errors(429) },
      },
    },
    (request) => flashcards.tags(signedIn(request).id),
  );

  app.post(
    '/tags',
    {
      config: user,
      schema: {
        operationId: 'createFlashcardTag',
        tags: TAGS,
        summary: 'Create a tag (trimmed, unique per user whatever the case)',
        body: TagCreateBody,
        response: { 201: Tag, ...errors(400, 409, 429) },
      },
    },
    async (request, reply) =>
      reply.code(201).send(await flashcards.createTag(signedIn(request).id, request.body.name)),
  );

  app.delete(
    '/tags/:id',
    {
      config: user,
      schema: {
        operationId: 'deleteFlashcardTag',
        tags: TAGS,
        summary: 'Delete a tag; it leaves every card that carried it',
        params: IdParams,
        response: { 204: Type.Null(), ...errors(400, 404, 429) },
      },
    },
    async (request, reply) => {
      await flashcards.deleteTag(signedIn(request).id, request.params.id);
      return reply.code(204).send(null);
    },
  );

  app.post(
    '/bulk/add-tag',
    {
      config: user,
      schema: {
        operationId: 'addTagToFlashcards',
        tags: TAGS,
        summary: 'Put a tag (created when new) on several cards, all of them or none',
        body: BulkTagBody,
        response: { 200: BulkResponse, ...errors(400, 404, 429) },
      },
    },
    (request) =>
      flashcards.bulkAddTag(
        signedIn(request).id,
        request.body.flashcard_ids,
        request.body.tag_name,
      ),
  );

  app.post(
    '/bulk/remove-tag',
    {
      config: user,
      schema: {
        operationId: 'removeTagFromFlashcards',
        tags: TAGS,
        summary: 'Take a tag off several cards, all of them or none',
        body: BulkTagBody,
        response: { 200: BulkResponse, ...errors(400, 404, 429) },
      },
    },
    (request) =>
      flashcards.bulkRemoveTag(
        signedIn(request).id,
        request.body.flashcard_ids,
        request.body.tag_name,
      ),
  );

  app.post(
    '/bulk/delete',
    {
      config: user,
      schema: {
        operationId: 'deleteFlashcards',
        tags: TAGS,
        summary: 'Delete several cards, all of them or none',
        body: BulkDeleteBody,
        response: { 200: BulkResponse, ...errors(400, 404, 429) },
      },
    },
    (request) => flashcards.bulkDelete(signedIn(request).id, request.body.flashcard_ids),
  );

  app.post(
    '/import',
    {
      config: user,
      schema: {
        operationId: 'importFlashcards',
        tags: TAGS,
        summary: 'Import cards from text, one `recto;verso` per line',
        description:
          'Split on the first semicolon of each line. Bad lines and duplicates (of an earlier line or of an existing card) are skipped and listed in `errors` with their line numbers; the other lines are imported together in one transaction.',
        body: ImportBody,
        response: { 200: ImportResponse, ...errors(400, 429) },
      },
    },
    (request) => flashcards.import(signedIn(request).id, request.body),
  );

  app.put(
    '/:id',
    {
      config: user,
      schema: {
        operationId: 'updateFlashcard',
        tags: TAGS,
        summary: 'Change a card; pause it (`status: paused`) or resume it (`status: learning`)',
        description:
          "Tags given replace the card's. Resuming gives the card back the status its memory earns (draft, learning or mastered).",
        params: IdParams,
        body: FlashcardUpdateBody,
        response: { 200: Flashcard, ...errors(400, 404, 429) },
      },
    },
    (request) => flashcards.update(signedIn(request).id, request.params.id, request.body),
  );

  app.delete(
    '/:id',
    {
      config: user,
      schema: {
        operationId: 'deleteFlashcard',
        tags: TAGS,
        summary: 'Delete a card',
        params: IdParams,
        response: { 204: Type.Null(), ...errors(400, 404, 429) },
      },
    },
    async (request, reply) => {
      await flashcards.delete(signedIn(request).id, request.params.id);
      return reply.code(204).send(null);
    },
  );

  done();
};

export const flashcardsModule: DomainModule<FlashcardsModuleOptions> = {
  prefix: '/api/flashcards',
  routes: flashcardsRoutes,
};

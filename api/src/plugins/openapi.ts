import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import { ErrorBody } from '@lyceum/contracts';

/** Where the interactive documentation and the document itself (`/api/docs/json`) are served. */
export const DOCS_PREFIX = '/api/docs';

/** The groups of operations, in the order the documentation shows them. */
export const TAGS = [
  { name: 'system', description: 'Start-up, health and readiness checks.' },
  {
    name: 'accounts',
    description: 'Sign-up, sign-in, address verification and the signed-in user.',
  },
  { name: 'newsletter', description: 'The early-access list: subscribe, confirm, unsubscribe.' },
  { name: 'contact', description: 'Messages to the team.' },
  {
    name: 'flashcards',
    description: "The Academy's flashcard library: cards, tags, bulk actions and import.",
  },
  {
    name: 'challenge',
    description: 'Challenge sessions: choosing the cards, checking answers, recording verdicts.',
  },
  {
    name: 'learning-sessions',
    description: 'Recorded challenge sessions and the progress figures computed over them.',
  },
  { name: 'admin', description: 'The back office; administrators only.' },
  {
    name: 'vector-db',
    description:
      'Idea collections: browse and delete ideas, export, validate, analyze and import checkpoints; administrators only.',
  },
  {
    name: 'personas',
    description: 'AI personas of thinkers: the back office manages them, learners list them.',
  },
  {
    name: 'chat',
    description:
      "Persona chat: answers grounded in the persona's ideas with their sources, streamed or whole; conversation memory; cited ideas kept as flashcards.",
  },
];

export async function registerOpenApi(
  app: FastifyInstance,
  options: { version: string; serverUrl: string },
): Promise<void> {
  app.addSchema(ErrorBody);
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Lyceum API',
        description:
          'Every error response is `{"detail": "...", "code": "..."}` (and `field` when one field broke its rule): `detail` in English, `code` a stable name to translate.',
        version: options.version,
      },
      servers: [{ url: options.serverUrl }],
      tags: TAGS,
      components: {
        securitySchemes: {
          bearer: {
            type: 'http',
            scheme: 'bearer',
            bearerFormat: 'JWT',
            description: 'The `access_token` that `POST /api/signin` returns.',
          },
        },
      },
    },
    // A module's root route answers with and without a trailing slash (`/api/flashcards/`, the
    // form Fastify documents it by); the document names it without one.
    // A multipart upload is read as a stream by its route, so its fields are described in
    // `uploadBody` (documentation only) instead of `body` (which Fastify would validate).
    transform: ({ schema, url }) => {
      const { uploadBody, ...rest } = (schema ?? {}) as Record<string, unknown>;
      return {
        schema: uploadBody
          ? { ...rest, body: uploadBody, consumes: ['multipart/form-data'] }
          : (schema ?? {}),
        url: url.replace(/(.)\/$/, '$1'),
      };
    },
    // A shared schema keeps its `$id` as its component name: `#/components/schemas/ErrorBody`.
    refResolver: {
      buildLocalReference: (json, _baseUri, _fragment, i) =>
        typeof json.$id === 'string' ? json.$id : `def-${i}`,
    },
  });
  await app.register(swaggerUi, { routePrefix: DOCS_PREFIX, staticCSP: true });
}

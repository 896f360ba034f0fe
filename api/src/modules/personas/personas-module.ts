import type { FastifyPluginCallbackTypebox } from '@fastify/type-provider-typebox';
import multipart from '@fastify/multipart';
import {
  CharacterInfo,
  CharactersResponse,
  DiscoverResponse,
  Persona,
  PersonaFormFields,
  PersonaList,
  PERSONA_KEY_MAX,
  PERSONA_NAME_MAX,
  PROFILE_MAX_BYTES,
  ReaderLanguageQuery,
  RecordId,
  VectorKeyValidation,
} from '@lyceum/contracts';
import { Type } from 'typebox';
import { readerLanguage } from '../../lib/reader-language';
import { errors } from '../../lib/schemas';
import { signedIn } from '../../plugins/access';
import type { AppDeps, DomainModule } from '../deps';
import { receivePersonaForm } from './persona-upload';
import { createPersonasService } from './personas-service';

export type PersonasModuleOptions = Pick<AppDeps, 'db' | 'config'>;

const TAGS = ['personas'];
const admin = { access: 'admin' as const };
const upload = { access: 'admin' as const, multipart: true };
const user = { access: 'user' as const };

const IdParams = Type.Object({ id: RecordId });
const KeyParams = Type.Object({ key: Type.String({ maxLength: PERSONA_KEY_MAX }) });
const NameParams = Type.Object({
  name: Type.String({ minLength: 1, maxLength: PERSONA_NAME_MAX }),
});

const FORM_NOTE =
  'multipart/form-data with the text fields, `profile_file`, a Markdown (.md) file of UTF-8 text, ' +
  'and optionally `profile_file_fr`, the profile in French, a file of the same kind';
const ProfileText = {
  description: "The persona's Markdown profile",
  content: { 'text/markdown': { schema: Type.String() } },
};

/**
 * Personas: the back office's management (administrators only, under /api/admin/personas) and
 * what learners see of them (under /api/persona; the chat's routes there are the chat module's).
 */
const personasRoutes: FastifyPluginCallbackTypebox<PersonasModuleOptions> = (app, deps, done) => {
  const personas = createPersonasService(deps);

  // Multipart bodies are read only by the form's routes, the profile kept in memory up to its cap.
  void app.register(multipart, { limits: { fileSize: PROFILE_MAX_BYTES } });

  app.get(
    '/admin/personas',
    {
      config: admin,
      schema: {
        operationId: 'listPersonas',
        tags: TAGS,
        summary: 'Every persona, by name',
        response: { 200: PersonaList, ...errors(429) },
      },
    },
    () => personas.list(),
  );

  app.get(
    '/admin/personas/validate-vector-key/:key',
    {
      config: admin,
      schema: {
        operationId: 'validatePersonaVectorKey',
        tags: TAGS,
        summary:
          'Whether a key names a collection holding ideas; if not why, and the existing collections',
        params: KeyParams,
        response: { 200: VectorKeyValidation, ...errors(400, 429) },
      },
    },
    (request) => personas.validateKey(request.params.key),
  );

  app.get(
    '/admin/personas/:id/profile',
    {
      config: admin,
      schema: {
        operationId: 'getPersonaProfile',
        tags: TAGS,
        summary: "A persona's profile, as Markdown text",
        params: IdParams,
        response: { 200: ProfileText, ...errors(400, 404, 429) },
      },
    },
    async (request, reply) =>
      reply.type('text/markdown; charset=utf-8').send(await personas.profile(request.params.id)),
  );

  app.post(
    '/admin/personas',
    {
      config: upload,
      schema: {
        operationId: 'createPersona',
        tags: TAGS,
        summary: 'Create a persona; its profile file is required',
        description: FORM_NOTE,
        uploadBody: PersonaFormFields,
        response: { 201: Persona, ...errors(400, 409, 413, 415, 429) },
      },
    },
    async (request, reply) =>
      reply.code(201).send(await personas.create(await receivePersonaForm(request))),
  );

  app.put(
    '/admin/personas/:id',
    {
      config: upload,
      schema: {
        operationId: 'updatePersona',
        tags: TAGS,
        summary: 'Save a persona; without a profile file the stored profile stays',
        description: FORM_NOTE,
        params: IdParams,
        uploadBody: PersonaFormFields,
        response: { 200: Persona, ...errors(400, 404, 409, 413, 415, 429) },
      },
    },
    async (request) => personas.update(request.params.id, await receivePersonaForm(request)),
  );

  app.delete(
    '/admin/personas/:id',
    {
      config: admin,
      schema: {
        operationId: 'deletePersona',
        tags: TAGS,
        summary: 'Delete a persona',
        params: IdParams,
        response: { 204: Type.Null(), ...errors(400, 404, 429) },
      },
    },
    async (request, reply) => {
      await personas.remove(request.params.id);
      return reply.code(204).send(null);
    },
  );

  app.get(
    '/persona/discover',
    {
      config: user,
      schema: {
        operationId: 'discoverPersonas',
        tags: TAGS,
        summary: 'Every persona a learner can talk to, by name',
        description:
          "In `language`, else the user's preferred language, where a persona has a translation.",
        querystring: ReaderLanguageQuery,
        response: { 200: DiscoverResponse, ...errors(400, 429) },
      },
    },
    (request) => personas.discover(readerLanguage(request.query.language, signedIn(request))),
  );

  app.get(
    '/persona/characters',
    {
      config: user,
      schema: {
        operationId: 'listPersonaNames',
        tags: TAGS,
        summary: "The personas' names, in order",
        response: { 200: CharactersResponse, ...errors(429) },
      },
    },
    () => personas.characters(),
  );

  app.get(
    '/persona/characters/:name',
    {
      config: user,
      schema: {
        operationId: 'getPersonaCharacter',
        tags: TAGS,
        summary: 'Who a persona is (found by name or slug): description, period, tags',
        params: NameParams,
        querystring: ReaderLanguageQuery,
        response: { 200: CharacterInfo, ...errors(400, 404, 429) },
      },
    },
    (request) =>
      personas.character(
        request.params.name,
        readerLanguage(request.query.language, signedIn(request)),
      ),
  );

  done();
};

export const personasModule: DomainModule<PersonasModuleOptions> = {
  prefix: '/api',
  routes: personasRoutes,
};

import { LanguageUpdateBody, UserProfile } from '@lyceum/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { bearer, errors } from '../../lib/schemas';
import { unauthorized } from '../../lib/http-errors';
import { toProfile, type UserRow } from '../../modules/users/users-repository';

function currentUser(request: FastifyRequest): UserRow {
  if (!request.user) throw unauthorized('Not authenticated');
  return request.user;
}

export default function usersRoutes(app: FastifyInstance) {
  app.addHook('preHandler', app.authenticate);

  app.get(
    '/me',
    {
      config: { access: 'user' },
      schema: {
        tags: ['accounts'],
        summary: 'The signed-in user',
        security: bearer,
        response: { 200: UserProfile, ...errors(401, 429) },
      },
    },
    (request) => toProfile(currentUser(request)),
  );

  app.patch<{ Body: LanguageUpdateBody }>(
    '/me/language',
    {
      config: { access: 'user' },
      schema: {
        tags: ['accounts'],
        summary: 'Store the interface language of the signed-in user',
        security: bearer,
        body: LanguageUpdateBody,
        response: { 200: UserProfile, ...errors(400, 401, 429) },
      },
    },
    async (request) => {
      const user = currentUser(request);
      const updated = await app.accounts.setLanguage(user.id, request.body.preferred_language);
      if (!updated) throw unauthorized('Not authenticated');
      return toProfile(updated);
    },
  );
}

import { SignInBody, SignInResponse, SignUpBody, UserProfile } from '@lyceum/contracts';
import type { FastifyInstance } from 'fastify';
import { toProfile } from '../../modules/users/users-repository';
import { errors } from '../../lib/schemas';

export default function authRoutes(app: FastifyInstance) {
  app.post<{ Body: SignUpBody }>(
    '/signup',
    {
      config: { rateLimit: { max: app.config.authRateLimitMax, timeWindow: '1 minute' } },
      schema: {
        tags: ['accounts'],
        summary: 'Create an account',
        body: SignUpBody,
        response: { 201: UserProfile, ...errors(400, 403, 429) },
      },
    },
    async (request, reply) => {
      const user = await app.accounts.signUp(request.body);
      return reply.code(201).send(toProfile(user));
    },
  );

  app.post<{ Body: SignInBody }>(
    '/signin',
    {
      config: { rateLimit: { max: app.config.authRateLimitMax, timeWindow: '1 minute' } },
      schema: {
        tags: ['accounts'],
        summary: 'Sign in with username or e-mail (form-encoded)',
        consumes: ['application/x-www-form-urlencoded'],
        body: SignInBody,
        response: { 200: SignInResponse, ...errors(400, 401, 429) },
      },
    },
    async (request) => {
      const { accessToken } = await app.accounts.signIn(
        request.body.username,
        request.body.password,
      );
      return {
        access_token: accessToken,
        token_type: 'bearer' as const,
        expires_in: app.config.jwtExpiresMinutes * 60,
      };
    },
  );
}

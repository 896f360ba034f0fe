import {
  ResendVerificationBody,
  ResendVerificationResponse,
  SignInBody,
  SignInResponse,
  SignUpBody,
  UserProfile,
  VerifyEmailBody,
  VerifyEmailResponse,
} from '@lyceum/contracts';
import type { FastifyInstance } from 'fastify';
import { toProfile } from '../../modules/users/users-repository';
import { errors } from '../../lib/schemas';

export default function authRoutes(app: FastifyInstance) {
  const authLimit = { rateLimit: { max: app.config.authRateLimitMax, timeWindow: '1 minute' } };

  app.post<{ Body: SignUpBody }>(
    '/signup',
    {
      config: { ...authLimit, access: 'public' },
      schema: {
        tags: ['accounts'],
        summary: 'Create an account; a link to confirm its e-mail address is sent',
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
      // The spec makes sign-in form-encoded.
      config: { ...authLimit, access: 'public', formBody: true },
      schema: {
        tags: ['accounts'],
        summary: 'Sign in with username or e-mail (form-encoded)',
        consumes: ['application/x-www-form-urlencoded'],
        body: SignInBody,
        response: { 200: SignInResponse, ...errors(400, 401, 403, 429) },
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

  app.post<{ Body: VerifyEmailBody }>(
    '/verify-email',
    {
      config: { ...authLimit, access: 'public' },
      schema: {
        tags: ['accounts'],
        summary: 'Confirm an e-mail address with the token of the link sent to it',
        body: VerifyEmailBody,
        response: { 200: VerifyEmailResponse, ...errors(400, 404, 429) },
      },
    },
    (request) => app.accounts.verifyEmail(request.body.token),
  );

  app.post<{ Body: ResendVerificationBody }>(
    '/verify-email/resend',
    {
      config: { ...authLimit, access: 'public' },
      schema: {
        tags: ['accounts'],
        summary: 'Send a new confirmation link to an account waiting for one',
        body: ResendVerificationBody,
        response: { 200: ResendVerificationResponse, ...errors(400, 429) },
      },
    },
    (request) =>
      app.accounts.resendVerification(request.body.login, request.body.language, request.ip),
  );
}

import type { FastifyPluginCallbackTypebox } from '@fastify/type-provider-typebox';
import {
  LanguageUpdateBody,
  ResendVerificationBody,
  ResendVerificationResponse,
  SignInBody,
  SignInResponse,
  SignUpBody,
  UserProfile,
  VerifyEmailBody,
  VerifyEmailResponse,
} from '@lyceum/contracts';
import { errors } from '../../lib/schemas';
import { signedIn } from '../../plugins/access';
import type { AppDeps } from '../deps';
import { createAccountsService } from './accounts-service';
import { toProfile } from './users-repository';

export type UsersModuleOptions = Pick<
  AppDeps,
  'config' | 'db' | 'store' | 'mailer' | 'tokens' | 'log'
>;

/** Accounts: sign-up, sign-in, address verification, and the signed-in user's profile. */
export const usersModule: FastifyPluginCallbackTypebox<UsersModuleOptions> = (app, deps, done) => {
  const accounts = createAccountsService(deps);
  const authLimit = { rateLimit: { max: deps.config.authRateLimitMax, timeWindow: '1 minute' } };

  app.post(
    '/signup',
    {
      config: { ...authLimit, access: 'public' },
      schema: {
        operationId: 'signUp',
        tags: ['accounts'],
        summary: 'Create an account; a link to confirm its e-mail address is sent',
        body: SignUpBody,
        response: { 201: UserProfile, ...errors(400, 403, 429) },
      },
    },
    async (request, reply) => {
      const user = await accounts.signUp(request.body);
      return reply.code(201).send(toProfile(user));
    },
  );

  app.post(
    '/signin',
    {
      // Sign-in takes a form-encoded body (username, password), as the sign-in form posts it.
      config: { ...authLimit, access: 'public', formBody: true },
      schema: {
        operationId: 'signIn',
        tags: ['accounts'],
        summary: 'Sign in with username or e-mail (form-encoded)',
        consumes: ['application/x-www-form-urlencoded'],
        body: SignInBody,
        response: { 200: SignInResponse, ...errors(400, 401, 403, 429) },
      },
    },
    async (request) => {
      const { accessToken } = await accounts.signIn(request.body.username, request.body.password);
      return {
        access_token: accessToken,
        token_type: 'bearer' as const,
        expires_in: deps.config.jwtExpiresMinutes * 60,
      };
    },
  );

  app.post(
    '/verify-email',
    {
      config: { ...authLimit, access: 'public' },
      schema: {
        operationId: 'verifyEmail',
        tags: ['accounts'],
        summary: 'Confirm an e-mail address with the token of the link sent to it',
        body: VerifyEmailBody,
        response: { 200: VerifyEmailResponse, ...errors(400, 404, 429) },
      },
    },
    (request) => accounts.verifyEmail(request.body.token),
  );

  app.post(
    '/verify-email/resend',
    {
      config: { ...authLimit, access: 'public' },
      schema: {
        operationId: 'resendVerificationEmail',
        tags: ['accounts'],
        summary: 'Send a new confirmation link to an account waiting for one',
        body: ResendVerificationBody,
        response: { 200: ResendVerificationResponse, ...errors(400, 429) },
      },
    },
    (request) => accounts.resendVerification(request.body.login, request.body.language, request.ip),
  );

  app.get(
    '/users/me',
    {
      config: { access: 'user' },
      schema: {
        operationId: 'getCurrentUser',
        tags: ['accounts'],
        summary: 'The signed-in user',
        response: { 200: UserProfile, ...errors(429) },
      },
    },
    (request) => toProfile(signedIn(request)),
  );

  app.patch(
    '/users/me/language',
    {
      config: { access: 'user' },
      schema: {
        operationId: 'setCurrentUserLanguage',
        tags: ['accounts'],
        summary: 'Store the interface language of the signed-in user',
        body: LanguageUpdateBody,
        response: { 200: UserProfile, ...errors(400, 429) },
      },
    },
    async (request) =>
      toProfile(await accounts.setLanguage(signedIn(request).id, request.body.preferred_language)),
  );

  done();
};

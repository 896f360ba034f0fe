import type { FastifyPluginCallbackTypebox } from '@fastify/type-provider-typebox';
import {
  AccountExport,
  ChangeEmailBody,
  ChangePasswordBody,
  ChangePasswordResponse,
  ConfirmEmailChangeBody,
  ConfirmEmailChangeResponse,
  DeleteAccountBody,
  ForgotPasswordBody,
  LanguageUpdateBody,
  MessageBody,
  ResendVerificationBody,
  ResendVerificationResponse,
  ResetPasswordBody,
  SignInBody,
  SignInResponse,
  SignUpBody,
  UserProfile,
  VerifyEmailBody,
  VerifyEmailResponse,
} from '@lyceum/contracts';
import type { Readable } from 'node:stream';
import { Type } from 'typebox';
import { errors } from '../../lib/schemas';
import { signedIn } from '../../plugins/access';
import type { AppDeps, DomainModule } from '../deps';
import { createAccountExport } from './account-export';
import { createAccountSettingsService } from './account-settings-service';
import { createAccountsService } from './accounts-service';
import { createPasswordResetService } from './password-reset-service';
import { toProfile } from './users-repository';

export type UsersModuleOptions = Pick<
  AppDeps,
  'config' | 'db' | 'store' | 'mailer' | 'tokens' | 'log'
>;

/**
 * Accounts: sign-up, sign-in, address verification, password reset, and the signed-in user's
 * profile and settings (password, address, deletion, export).
 */
const usersRoutes: FastifyPluginCallbackTypebox<UsersModuleOptions> = (app, deps, done) => {
  const accounts = createAccountsService(deps);
  const passwordReset = createPasswordResetService(deps);
  const settings = createAccountSettingsService(deps);
  const accountExport = createAccountExport(deps);
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
      const user = await accounts.signUp(request.body, request.ip);
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
      const { accessToken } = await accounts.signIn(
        request.body.username,
        request.body.password,
        request.ip,
      );
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

  app.post(
    '/password/forgot',
    {
      config: { ...authLimit, access: 'public' },
      schema: {
        operationId: 'requestPasswordReset',
        tags: ['accounts'],
        summary: 'Send a password reset link to the account using this address, if any',
        description:
          'The answer is the same whether or not an account uses the address. The link is valid one hour and works once.',
        body: ForgotPasswordBody,
        response: { 200: MessageBody, ...errors(400, 429) },
      },
    },
    (request) => passwordReset.forgot(request.body.email, request.ip),
  );

  app.post(
    '/password/reset',
    {
      config: { ...authLimit, access: 'public' },
      schema: {
        operationId: 'resetPassword',
        tags: ['accounts'],
        summary: 'Set a new password with the token of a reset link; every session is signed out',
        body: ResetPasswordBody,
        response: { 200: MessageBody, ...errors(400, 404, 429) },
      },
    },
    (request) => passwordReset.reset(request.body.token, request.body.password, request.ip),
  );

  app.post(
    '/users/me/password',
    {
      config: { ...authLimit, access: 'user' },
      schema: {
        operationId: 'changeCurrentUserPassword',
        tags: ['accounts'],
        summary: 'Change the password; every other session is signed out',
        description:
          'The answer carries a new token for this session: the one it used is revoked with the others. A wrong current password is a 400 naming `current_password`.',
        body: ChangePasswordBody,
        response: { 200: ChangePasswordResponse, ...errors(400, 429) },
      },
    },
    (request) =>
      settings.changePassword(
        signedIn(request),
        request.body.current_password,
        request.body.new_password,
      ),
  );

  app.post(
    '/users/me/email',
    {
      config: { ...authLimit, access: 'user' },
      schema: {
        operationId: 'requestCurrentUserEmailChange',
        tags: ['accounts'],
        summary: 'Ask to move the account to a new address; a link to confirm it is sent there',
        description:
          'The current address is told of the request. The link is valid 24 hours and works once.',
        body: ChangeEmailBody,
        response: { 200: MessageBody, ...errors(400, 429) },
      },
    },
    (request) =>
      settings.requestEmailChange(
        signedIn(request),
        request.body.new_email,
        request.body.password,
        request.body.language,
      ),
  );

  app.post(
    '/users/me/email/confirm',
    {
      // The token is the proof: the link may be opened on a device that is not signed in.
      config: { ...authLimit, access: 'public' },
      schema: {
        operationId: 'confirmEmailChange',
        tags: ['accounts'],
        summary: 'Move the account to its new address with the token of the link sent there',
        body: ConfirmEmailChangeBody,
        response: { 200: ConfirmEmailChangeResponse, ...errors(400, 404, 429) },
      },
    },
    (request) => settings.confirmEmailChange(request.body.token),
  );

  app.delete(
    '/users/me',
    {
      config: { ...authLimit, access: 'user' },
      schema: {
        operationId: 'deleteCurrentUser',
        tags: ['accounts'],
        summary: 'Delete the account and everything it holds',
        description:
          'The newsletter subscription of its proven address goes too. The last active administrator cannot delete their account (409).',
        body: DeleteAccountBody,
        response: { 204: Type.Null(), ...errors(400, 409, 429) },
      },
    },
    async (request, reply) => {
      await settings.deleteAccount(signedIn(request), request.body.password);
      return reply.code(204).send(null);
    },
  );

  app.get(
    '/users/me/export',
    {
      config: { access: 'user' },
      schema: {
        operationId: 'exportCurrentUser',
        tags: ['accounts'],
        summary:
          'Everything the platform holds about the signed-in user, as a JSON download written as it is read; one at a time per user',
        // The document's schema, written by a stream as it is read (never serialized whole).
        response: { 200: Type.Unsafe<Readable>(AccountExport), ...errors(409, 429) },
      },
    },
    async (request, reply) => {
      const user = signedIn(request);
      const document = await accountExport.start(user);
      // Usernames are letters, digits and underscores: safe in a quoted file name.
      return reply
        .header(
          'content-disposition',
          `attachment; filename="lyceum-account-${user.username}.json"`,
        )
        .header('cache-control', 'no-store')
        .type('application/json; charset=utf-8')
        .send(document);
    },
  );

  done();
};

export const usersModule: DomainModule<UsersModuleOptions> = {
  prefix: '/api',
  routes: usersRoutes,
};

import type { FastifyPluginCallbackTypebox } from '@fastify/type-provider-typebox';
import {
  ConfirmResponse,
  DEFAULT_LANGUAGE,
  NewsletterToken,
  SubscribeBody,
  SubscribeResponse,
  UnsubscribeBody,
  UnsubscribeInfoResponse,
  UnsubscribeResponse,
} from '@lyceum/contracts';
import { errors } from '../../lib/schemas';
import type { AppDeps, DomainModule } from '../deps';
import { createNewsletterService } from './newsletter-service';

export type NewsletterModuleOptions = Pick<AppDeps, 'config' | 'db' | 'store' | 'mailer'>;

/** The early-access list, with double opt-in and one-click unsubscribe. */
const newsletterRoutes: FastifyPluginCallbackTypebox<NewsletterModuleOptions> = (
  app,
  deps,
  done,
) => {
  const newsletter = createNewsletterService(deps);

  app.post(
    '/subscribe',
    {
      config: { access: 'public' },
      schema: {
        operationId: 'subscribeToNewsletter',
        tags: ['newsletter'],
        summary: 'Join the early-access list (double opt-in: a confirmation e-mail is sent)',
        description:
          '`outcome` says what happened: `created` a subscription, `resent` the confirmation of one still waiting, or `welcome_back` to an address that had unsubscribed.',
        body: SubscribeBody,
        response: { 200: SubscribeResponse, ...errors(400, 409, 429, 502) },
      },
    },
    (request) =>
      newsletter.subscribe(
        request.body.email,
        request.body.language ?? DEFAULT_LANGUAGE,
        request.ip,
      ),
  );

  app.get(
    '/confirm/:token',
    {
      config: { access: 'public' },
      schema: {
        operationId: 'confirmNewsletterSubscription',
        tags: ['newsletter'],
        summary: 'Confirm a subscription from the e-mailed link',
        params: NewsletterToken,
        response: { 200: ConfirmResponse, ...errors(404, 429) },
      },
    },
    (request) => newsletter.confirm(request.params.token),
  );

  app.get(
    '/unsubscribe/:token',
    {
      config: { access: 'public' },
      schema: {
        operationId: 'getNewsletterUnsubscribeLink',
        tags: ['newsletter'],
        summary: 'Who an unsubscribe link is for',
        params: NewsletterToken,
        response: { 200: UnsubscribeInfoResponse, ...errors(404, 429) },
      },
    },
    (request) => newsletter.unsubscribeInfo(request.params.token),
  );

  app.post(
    '/unsubscribe/:token',
    {
      // RFC 8058 one-click clients post `List-Unsubscribe=One-Click` form-encoded, or nothing.
      config: { access: 'public', formBody: true },
      preValidation: (request, _reply, next) => {
        request.body ??= {};
        next();
      },
      schema: {
        operationId: 'unsubscribeFromNewsletter',
        tags: ['newsletter'],
        summary: 'Unsubscribe, with an optional reason; also the RFC 8058 one-click target',
        consumes: ['application/json', 'application/x-www-form-urlencoded'],
        params: NewsletterToken,
        body: UnsubscribeBody,
        response: { 200: UnsubscribeResponse, ...errors(400, 404, 429) },
      },
    },
    (request) =>
      newsletter.unsubscribe(
        request.params.token,
        request.body.reason?.trim() || null,
        request.body.feedback?.trim() || null,
      ),
  );

  done();
};

export const newsletterModule: DomainModule<NewsletterModuleOptions> = {
  prefix: '/api/newsletter',
  routes: newsletterRoutes,
};

import {
  ConfirmResponse,
  NewsletterToken,
  SubscribeBody,
  SubscribeResponse,
  UnsubscribeBody,
  UnsubscribeInfoResponse,
  UnsubscribeResponse,
} from '@lyceum/contracts';
import type { FastifyInstance } from 'fastify';
import { errors } from '../../lib/schemas';

export default function newsletterRoutes(app: FastifyInstance) {
  app.post<{ Body: SubscribeBody }>(
    '/subscribe',
    {
      config: { access: 'public' },
      schema: {
        tags: ['newsletter'],
        summary: 'Join the early-access list (double opt-in: a confirmation e-mail is sent)',
        body: SubscribeBody,
        response: { 200: SubscribeResponse, ...errors(400, 409, 429, 502) },
      },
    },
    (request) =>
      app.newsletter.subscribe(request.body.email, request.body.language ?? 'en', request.ip),
  );

  app.get<{ Params: { token: string } }>(
    '/confirm/:token',
    {
      config: { access: 'public' },
      schema: {
        tags: ['newsletter'],
        summary: 'Confirm a subscription from the e-mailed link',
        params: NewsletterToken,
        response: { 200: ConfirmResponse, ...errors(404, 429) },
      },
    },
    (request) => app.newsletter.confirm(request.params.token),
  );

  app.get<{ Params: { token: string } }>(
    '/unsubscribe/:token',
    {
      config: { access: 'public' },
      schema: {
        tags: ['newsletter'],
        summary: 'Who an unsubscribe link is for',
        params: NewsletterToken,
        response: { 200: UnsubscribeInfoResponse, ...errors(404, 429) },
      },
    },
    (request) => app.newsletter.unsubscribeInfo(request.params.token),
  );

  app.post<{ Params: { token: string }; Body: UnsubscribeBody | undefined }>(
    '/unsubscribe/:token',
    {
      // RFC 8058 one-click clients post `List-Unsubscribe=One-Click` form-encoded, or nothing.
      config: { access: 'public', formBody: true },
      preValidation: (request, _reply, done) => {
        request.body ??= {};
        done();
      },
      schema: {
        tags: ['newsletter'],
        summary: 'Unsubscribe, with an optional reason; also the RFC 8058 one-click target',
        params: NewsletterToken,
        body: UnsubscribeBody,
        response: { 200: UnsubscribeResponse, ...errors(400, 404, 429) },
      },
    },
    (request) =>
      app.newsletter.unsubscribe(
        request.params.token,
        request.body?.reason?.trim() || null,
        request.body?.feedback?.trim() || null,
      ),
  );
}

import type { FastifyPluginCallbackTypebox } from '@fastify/type-provider-typebox';
import { ContactBody, ContactResponse } from '@lyceum/contracts';
import { errors } from '../../lib/schemas';
import type { AppDeps, DomainModule } from '../deps';
import { createContactService } from './contact-service';

export type ContactModuleOptions = Pick<AppDeps, 'config' | 'db' | 'store' | 'mailer' | 'log'>;

/** The contact form: a message to the team, and a copy to its sender. */
const contactRoutes: FastifyPluginCallbackTypebox<ContactModuleOptions> = (app, deps, done) => {
  const contact = createContactService(deps);

  app.post(
    '/send',
    {
      config: { access: 'public' },
      schema: {
        operationId: 'sendContactMessage',
        tags: ['contact'],
        summary: 'Write to the team; a copy goes to the sender',
        body: ContactBody,
        response: { 200: ContactResponse, ...errors(400, 429, 502) },
      },
    },
    (request) => contact.send(request.body, request.ip),
  );

  done();
};

export const contactModule: DomainModule<ContactModuleOptions> = {
  prefix: '/api/contact',
  routes: contactRoutes,
};

import { ContactBody, ContactResponse } from '@lyceum/contracts';
import type { FastifyInstance } from 'fastify';
import { errors } from '../../lib/schemas';

export default function contactRoutes(app: FastifyInstance) {
  app.post<{ Body: ContactBody }>(
    '/send',
    {
      config: { access: 'public' },
      schema: {
        tags: ['contact'],
        summary: 'Write to the team; a copy goes to the sender',
        body: ContactBody,
        response: { 200: ContactResponse, ...errors(400, 429, 502) },
      },
    },
    (request) => app.contact.send(request.body, request.ip),
  );
}

import { HealthResponse, MessageBody } from '@lyceum/contracts';
import type { FastifyInstance } from 'fastify';
import { errors } from '../../lib/schemas';

export default function systemRoutes(app: FastifyInstance) {
  app.get(
    '/test',
    {
      schema: {
        tags: ['system'],
        summary: 'Start-up check: the API answers',
        response: { 200: MessageBody, ...errors(429) },
      },
    },
    () => ({ message: 'Lyceum API is running' }),
  );

  app.get(
    '/health',
    {
      schema: {
        tags: ['system'],
        summary: 'Measured state of the API and of every service it uses',
        response: { 200: HealthResponse, ...errors(429) },
      },
    },
    () => app.health.check(),
  );
}

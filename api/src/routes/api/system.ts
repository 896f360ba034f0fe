import { HealthResponse, MessageBody, ReadyResponse } from '@lyceum/contracts';
import type { FastifyInstance } from 'fastify';
import { serviceUnavailable } from '../../db/errors';
import { errors } from '../../lib/schemas';

export default function systemRoutes(app: FastifyInstance) {
  app.get(
    '/test',
    {
      config: { access: 'public' },
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
      config: { access: 'public' },
      schema: {
        tags: ['system'],
        summary: 'Measured state of the API and of every service it uses',
        description:
          'Answers 503 with the same document when the API cannot serve (its database is unreachable or its schema is not up to date). Errors are categories; details are in the server log.',
        response: { 200: HealthResponse, 503: HealthResponse, ...errors(429) },
      },
    },
    async (_request, reply) => {
      const health = await app.health.check();
      if (health.overall_status === 'unhealthy') reply.code(503);
      return health;
    },
  );

  app.get(
    '/ready',
    {
      config: { access: 'public' },
      schema: {
        tags: ['system'],
        summary: 'Readiness for orchestrators: the database answers and its schema is current',
        description:
          'Redis and external services are not consulted: the API serves without them. Measured at most once a second.',
        response: { 200: ReadyResponse, ...errors(429, 503) },
      },
    },
    async () => {
      if (!(await app.health.ready())) throw serviceUnavailable();
      return { status: 'ready' as const };
    },
  );
}

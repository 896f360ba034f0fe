import type { FastifyPluginCallbackTypebox } from '@fastify/type-provider-typebox';
import { HealthResponse, MessageBody, ReadyResponse } from '@lyceum/contracts';
import { serviceUnavailable } from '../../db/errors';
import { errors } from '../../lib/schemas';
import type { AppDeps, DomainModule } from '../deps';
import { createHealthService } from './health-service';

export type HealthModuleOptions = Pick<
  AppDeps,
  'config' | 'db' | 'store' | 'version' | 'startedAt' | 'log' | 'authenticate'
>;

/** System checks: the start-up check, the health document and readiness (all public). */
const healthRoutes: FastifyPluginCallbackTypebox<HealthModuleOptions> = (app, deps, done) => {
  const health = createHealthService(deps);
  const { authenticate } = deps;

  /** Whether the request carries an administrator's session; anything else reads as no. */
  const fromAdmin = async (authorization: string | undefined) =>
    authorization !== undefined &&
    (await authenticate(authorization).then(
      (user) => user.role === 'admin',
      () => false,
    ));

  app.get(
    '/test',
    {
      config: { access: 'public' },
      schema: {
        operationId: 'getStartupCheck',
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
        operationId: 'getHealth',
        tags: ['system'],
        summary: 'Measured state of the API and of every service it uses',
        description:
          "Answers 503 with the same document when the API cannot serve (its database is unreachable or its schema is not up to date). Errors are categories; details are in the server log. Anyone is shown each service's status, timing and error; versions, environment, driver, sizes, clients and memory only an administrator's session (otherwise null).",
        response: { 200: HealthResponse, 503: HealthResponse, ...errors(429) },
      },
    },
    async (request, reply) => {
      const document = await health.check();
      if (document.overall_status === 'unhealthy') reply.code(503);
      return (await fromAdmin(request.headers.authorization))
        ? document
        : health.publicView(document);
    },
  );

  app.get(
    '/ready',
    {
      config: { access: 'public' },
      schema: {
        operationId: 'getReadiness',
        tags: ['system'],
        summary: 'Readiness for orchestrators: the database answers and its schema is current',
        description:
          'Redis and external services are not consulted: the API serves without them. Measured at most once a second.',
        response: { 200: ReadyResponse, ...errors(429, 503) },
      },
    },
    async () => {
      if (!(await health.ready())) throw serviceUnavailable();
      return { status: 'ready' as const };
    },
  );

  done();
};

export const healthModule: DomainModule<HealthModuleOptions> = {
  prefix: '/api',
  routes: healthRoutes,
};

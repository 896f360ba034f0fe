import type { FastifyPluginCallbackTypebox } from '@fastify/type-provider-typebox';
import {
  LearningAnalytics,
  LearningAnalyticsQuery,
  LearningSession,
  LearningSessionBody,
  LearningSessionList,
  LearningSessionListQuery,
  LearningStatsEntry,
  LearningStatsQuery,
} from '@lyceum/contracts';
import { Type } from 'typebox';
import { errors } from '../../lib/schemas';
import { signedIn } from '../../plugins/access';
import type { AppDeps, DomainModule } from '../deps';
import { createLearningSessionsService } from './learning-sessions-service';

export type LearningSessionsModuleOptions = Pick<AppDeps, 'db' | 'config'>;

const TAGS = ['learning-sessions'];
const user = { access: 'user' as const };

/** The Academy's learning sessions: what the challenge records, and the progress figures. */
const learningSessionsRoutes: FastifyPluginCallbackTypebox<LearningSessionsModuleOptions> = (
  app,
  deps,
  done,
) => {
  const sessions = createLearningSessionsService({ db: deps.db, quotas: deps.config.quotas });

  app.post(
    '/',
    {
      config: user,
      schema: {
        operationId: 'saveLearningSession',
        tags: TAGS,
        summary: 'Record a challenge session',
        description:
          'Saving again with the same `client_session_id` records nothing and answers the session saved first (200 instead of 201), so a retry or a save on page unload never counts a session twice.',
        body: LearningSessionBody,
        response: { 200: LearningSession, 201: LearningSession, ...errors(400, 429) },
      },
    },
    async (request, reply) => {
      const { session, created } = await sessions.save(signedIn(request).id, request.body);
      return reply.code(created ? 201 : 200).send(session);
    },
  );

  app.get(
    '/',
    {
      config: user,
      schema: {
        operationId: 'listLearningSessions',
        tags: TAGS,
        summary: "A page of the user's sessions, newest first",
        querystring: LearningSessionListQuery,
        response: { 200: LearningSessionList, ...errors(400, 429) },
      },
    },
    (request) => sessions.list(signedIn(request).id, request.query),
  );

  app.get(
    '/stats',
    {
      config: user,
      schema: {
        operationId: 'learningSessionStats',
        tags: TAGS,
        summary: 'One entry per day with sessions over the last `days` days, oldest first',
        description:
          "Days are counted in the time zone `tz` (an IANA name such as Europe/Paris; UTC when omitted); the last of them is today there. A day's accuracy is its right-first-time cards over its cards.",
        querystring: LearningStatsQuery,
        response: { 200: Type.Array(LearningStatsEntry), ...errors(400, 429) },
      },
    },
    (request) => sessions.stats(signedIn(request).id, request.query),
  );

  app.get(
    '/analytics',
    {
      config: user,
      schema: {
        operationId: 'learningAnalytics',
        tags: TAGS,
        summary: "Totals over the user's latest `limit` sessions",
        querystring: LearningAnalyticsQuery,
        response: { 200: LearningAnalytics, ...errors(400, 429) },
      },
    },
    (request) => sessions.analytics(signedIn(request).id, request.query.limit),
  );

  done();
};

export const learningSessionsModule: DomainModule<LearningSessionsModuleOptions> = {
  prefix: '/api/learning-sessions',
  routes: learningSessionsRoutes,
};

import type { FastifyPluginCallbackTypebox } from '@fastify/type-provider-typebox';
import {
  ChallengeAnswerBody,
  ChallengeAnswerResult,
  ChallengeFinalizeBody,
  ChallengeSession,
  ChallengeSessionQuery,
  Flashcard,
} from '@lyceum/contracts';
import { errors } from '../../../lib/schemas';
import { signedIn } from '../../../plugins/access';
import type { AppDeps, DomainModule } from '../../deps';
import { createChallengeService } from './challenge-service';

export type ChallengeModuleOptions = Pick<AppDeps, 'db'>;

const TAGS = ['challenge'];
const user = { access: 'user' as const };

/** The challenge over the user's flashcards, a part of their domain: its routes sit beside theirs. */
const challengeRoutes: FastifyPluginCallbackTypebox<ChallengeModuleOptions> = (app, deps, done) => {
  const challenge = createChallengeService(deps);

  app.get(
    '/challenge_session',
    {
      config: user,
      schema: {
        operationId: 'challengeSession',
        tags: TAGS,
        summary: 'The cards of a new challenge',
        description:
          'Never paused cards. Cards due now come first (weakest memory first), then drafts (oldest first), then the other reviewed cards; `tags` is repeated and keeps the cards carrying every one of them.',
        querystring: ChallengeSessionQuery,
        response: { 200: ChallengeSession, ...errors(400, 429) },
      },
    },
    (request) => challenge.session(signedIn(request).id, request.query),
  );

  app.post(
    '/challenge',
    {
      config: user,
      schema: {
        operationId: 'checkChallengeAnswer',
        tags: TAGS,
        summary: 'Check an answer; nothing is recorded until the verdict is finalized',
        description:
          'Rules in order, the first that decides named in `validation_method`: an answer the learner rejected before (wrong), the expected text after normalization (case, accents, ligatures, punctuation, spaces, a leading article), an alternative written in it (split on / ; | , with optional text in parentheses), an answer the learner accepted before, a small typo (edit distance relative to length, none where numbers differ).',
        body: ChallengeAnswerBody,
        response: { 200: ChallengeAnswerResult, ...errors(400, 404, 429) },
      },
    },
    (request) => challenge.check(signedIn(request).id, request.body),
  );

  app.post(
    '/challenge/finalize',
    {
      config: user,
      schema: {
        operationId: 'finalizeChallengeAnswer',
        tags: TAGS,
        summary: 'Record the verdict that stands as one review of the card; answers the card',
        description:
          'Right is an FSRS review graded Good, wrong graded Again; memory and status change with it. An overridden verdict (`was_overridden`) with `user_answer` teaches the card that answer: accepted next time when overridden to right, rejected when overridden to wrong.',
        body: ChallengeFinalizeBody,
        response: { 200: Flashcard, ...errors(400, 404, 429) },
      },
    },
    (request) => challenge.finalize(signedIn(request).id, request.body),
  );

  done();
};

export const challengeModule: DomainModule<ChallengeModuleOptions> = {
  prefix: '/api/flashcards',
  routes: challengeRoutes,
};

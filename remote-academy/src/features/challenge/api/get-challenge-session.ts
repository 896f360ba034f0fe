import type {
  ChallengeAnswerBody,
  ChallengeAnswerResult,
  ChallengeFinalizeBody,
  ChallengeSession,
  Flashcard,
  LearningSession,
  LearningSessionBody,
  LearningStatsEntry,
} from '@lyceum/contracts';
import { CHALLENGE_LIMIT_DEFAULT, LEARNING_STATS_DAYS_DEFAULT } from '@lyceum/contracts/constants';
import { apiClient } from '@lyceum/platform';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { flashcardsKey } from '../../library/api/get-flashcards';

export type {
  ChallengeAnswerResult,
  ChallengeSession,
  DiffSegment,
  LearningSession,
  LearningSessionBody,
  LearningStatsEntry,
  ValidationMethod,
} from '@lyceum/contracts';

/** Every cached answer about the user's learning sessions starts with this key. */
export const learningKey = ['academy', 'learning-sessions'] as const;

/** The cards of a new challenge: due ones first, then drafts, never paused ones. */
export function getChallengeSession(
  limit = CHALLENGE_LIMIT_DEFAULT,
  tags: readonly string[] = [],
): Promise<ChallengeSession> {
  const searchParams = new URLSearchParams({ limit: String(limit) });
  for (const tag of tags) searchParams.append('tags', tag);
  return apiClient
    .get('/api/flashcards/challenge_session', { searchParams })
    .json<ChallengeSession>();
}

/** The server's verdict on one answer; nothing is recorded until it is finalized. */
export function checkAnswer(body: ChallengeAnswerBody): Promise<ChallengeAnswerResult> {
  return apiClient.post('/api/flashcards/challenge', { json: body }).json<ChallengeAnswerResult>();
}

/**
 * Records the verdict that stands (after any override) as one review of the card; the library's
 * lists and counts are asked again afterwards.
 */
export function useFinalizeChallenge() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ChallengeFinalizeBody) =>
      apiClient.post('/api/flashcards/challenge/finalize', { json: body }).json<Flashcard>(),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: flashcardsKey }),
  });
}

/**
 * Saves a session. `keepalive` lets the request finish after the page is gone, which is how the
 * session is saved when the page unloads; the body's `client_session_id` keeps it from being
 * recorded twice.
 */
export function saveLearningSession(
  body: LearningSessionBody,
  { keepalive = false }: { keepalive?: boolean } = {},
): Promise<LearningSession> {
  return apiClient
    .post('/api/learning-sessions', { json: body, keepalive })
    .json<LearningSession>();
}

/** `saveLearningSession` as a mutation: the progress chart and analytics are asked again after. */
export function useSaveLearningSession() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: LearningSessionBody) => saveLearningSession(body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: learningKey }),
  });
}

/** The browser's time zone, so the days of the stats are the learner's days. */
export const localTimeZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone;

/** One entry per day with sessions over the last `days` days, oldest first. */
export function useLearningStats(days = LEARNING_STATS_DAYS_DEFAULT) {
  const tz = localTimeZone();
  return useQuery({
    queryKey: [...learningKey, 'stats', days, tz],
    queryFn: () =>
      apiClient
        .get('/api/learning-sessions/stats', { searchParams: { days, tz } })
        .json<LearningStatsEntry[]>(),
  });
}

import type { LearningStatsEntry } from '@lyceum/contracts';
import { LEARNING_STATS_DAYS_DEFAULT } from '@lyceum/contracts/constants';
import { apiClient } from '@lyceum/platform';
import { useQuery } from '@tanstack/react-query';
import { learningKey } from '../../../lib/query-keys';

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

import type { ImportJob } from '@lyceum/contracts';
import { ApiError, apiClient } from '@lyceum/platform';
import { useQuery } from '@tanstack/react-query';
import { JOB_POLL_INTERVAL_MS } from '../checkpoint-rules';

export type { ImportJob } from '@lyceum/contracts';

export const checkpointJobQueryKey = (jobId: string | null) =>
  ['backoffice', 'vector-db-import', 'jobs', jobId] as const;

/** An import job's status and progress; failures throw `ApiError`. */
export function getCheckpointJob(jobId: string): Promise<ImportJob> {
  return apiClient
    .get(`/api/admin/vector-db/checkpoint-jobs/${encodeURIComponent(jobId)}`)
    .json<ImportJob>();
}

/** A refusal (4xx: no such job, no access) will not change on the next poll. */
export function isRefusal(error: unknown): boolean {
  return error instanceof ApiError && error.status !== null && error.status < 500;
}

/**
 * The job, asked at once and then every 2 seconds while it is processing. Any other status ends
 * the polling, and so does a refusal; a network error or a server failure is asked again on the
 * next tick, since the job goes on meanwhile. Polling stops when the component unmounts.
 */
export function useCheckpointJob(jobId: string | null) {
  return useQuery({
    queryKey: checkpointJobQueryKey(jobId),
    queryFn: () => getCheckpointJob(jobId ?? ''),
    enabled: jobId !== null,
    // Each poll is its own try: the interval is the retry.
    retry: false,
    staleTime: 0,
    refetchInterval: ({ state }) => {
      if (isRefusal(state.error)) return false;
      if (state.data && state.data.status !== 'processing') return false;
      return JOB_POLL_INTERVAL_MS;
    },
  });
}

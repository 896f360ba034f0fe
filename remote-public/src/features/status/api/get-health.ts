import type { HealthResponse } from '@lyceum/contracts';
import { ApiError, apiClient } from '@lyceum/platform';
import { useQuery } from '@tanstack/react-query';

export type { HealthResponse } from '@lyceum/contracts';

/** healthy, unhealthy, degraded or not_configured; any other value is shown gray. */
export type ServiceStatus = HealthResponse['overall_status'] | (string & {});

/** The status page asks again every 30 seconds while it is open. */
export const HEALTH_REFRESH_MS = 30_000;

export const healthQueryKey = ['health'] as const;

/** The API cannot serve: it answers 503, with the health document when it is the one answering. */
const UNAVAILABLE = 503;

const isHealth = (body: unknown): body is HealthResponse =>
  typeof body === 'object' && body !== null && 'overall_status' in body && 'services' in body;

/**
 * GET /api/health: the measured state of the services. A 503 that carries the health document is
 * an answer (the API is up and says what is wrong), not a failed fetch; any other failure throws
 * `ApiError`.
 */
export async function getHealth(): Promise<HealthResponse> {
  const response = await apiClient.get('/api/health', {
    throwHttpErrors: (status) => status !== UNAVAILABLE,
  });
  const body: unknown = await response.json().catch(() => null);
  if (!isHealth(body)) throw new ApiError(response.status, response.statusText, false);
  return body;
}

/**
 * The health document, fetched now and every 30 seconds; a failed refresh keeps the last good
 * answer (`data`) beside the error.
 */
export function useHealth() {
  return useQuery({
    queryKey: healthQueryKey,
    queryFn: getHealth,
    refetchInterval: HEALTH_REFRESH_MS,
    // Each visit shows a fresh measure, not one cached on an earlier visit.
    staleTime: 0,
  });
}

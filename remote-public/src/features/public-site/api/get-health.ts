import type { HealthResponse } from '@lyceum/contracts';
import { apiClient } from '@lyceum/platform';

export type { HealthResponse } from '@lyceum/contracts';

/** healthy, unhealthy, degraded or not_configured; any other value is shown gray. */
export type ServiceStatus = HealthResponse['overall_status'] | (string & {});

export function getHealth(): Promise<HealthResponse> {
  return apiClient.get('/api/health').json<HealthResponse>();
}

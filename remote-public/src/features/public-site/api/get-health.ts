import { apiClient } from '@lyceum/platform';

/** healthy, unhealthy, degraded or not_configured; any other value is shown gray. */
export type ServiceStatus = string;

export interface HealthResponse {
  overall_status: ServiceStatus;
  timestamp?: string;
  services: {
    api: { status: ServiceStatus; version: string; environment: string; uptime_seconds: number };
    database: {
      status: ServiceStatus;
      version: string | null;
      database_size_mb: number | null;
      response_time_ms: number | null;
      error: string | null;
    };
    redis: {
      status: ServiceStatus;
      version: string | null;
      connected_clients: number | null;
      used_memory_mb: number | null;
      response_time_ms: number | null;
      uptime_days: number | null;
      error: string | null;
    };
    external: Record<
      string,
      {
        status: ServiceStatus;
        message: string;
        response_time_ms: number | null;
        error: string | null;
      }
    >;
  };
}

export function getHealth(): Promise<HealthResponse> {
  return apiClient.get('/api/health').json<HealthResponse>();
}

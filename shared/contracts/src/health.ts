import { Type, type Static } from 'typebox';

export const ServiceStatus = Type.Union([
  Type.Literal('healthy'),
  Type.Literal('unhealthy'),
  Type.Literal('degraded'),
  Type.Literal('not_configured'),
]);
export type ServiceStatus = Static<typeof ServiceStatus>;

const Nullable = <T extends Parameters<typeof Type.Union>[0][number]>(schema: T) =>
  Type.Union([schema, Type.Null()]);

export const ApiHealth = Type.Object({
  status: ServiceStatus,
  version: Type.String(),
  environment: Type.String(),
  uptime_seconds: Type.Number(),
});

export const DatabaseHealth = Type.Object({
  status: ServiceStatus,
  driver: Type.String(),
  version: Nullable(Type.String()),
  database_size_mb: Nullable(Type.Number()),
  response_time_ms: Nullable(Type.Number()),
  vector_search: Type.Boolean(),
  error: Nullable(Type.String()),
});

export const RedisHealth = Type.Object({
  status: ServiceStatus,
  version: Nullable(Type.String()),
  connected_clients: Nullable(Type.Integer()),
  used_memory_mb: Nullable(Type.Number()),
  response_time_ms: Nullable(Type.Number()),
  uptime_days: Nullable(Type.Number()),
  error: Nullable(Type.String()),
});

export const ExternalHealth = Type.Object({
  status: ServiceStatus,
  message: Type.String(),
  response_time_ms: Nullable(Type.Number()),
  error: Nullable(Type.String()),
});
export type ExternalHealth = Static<typeof ExternalHealth>;

export const HealthResponse = Type.Object({
  overall_status: ServiceStatus,
  timestamp: Type.String({ format: 'date-time' }),
  services: Type.Object({
    api: ApiHealth,
    database: DatabaseHealth,
    redis: RedisHealth,
    external: Type.Record(Type.String(), ExternalHealth),
  }),
});
export type HealthResponse = Static<typeof HealthResponse>;

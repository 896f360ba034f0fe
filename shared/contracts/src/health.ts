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

/**
 * Why a service is unhealthy, in words safe to publish; what exactly went wrong goes to the
 * server's log only. `schema`: the database answers but its schema is missing or behind the
 * API's migrations.
 */
export const HEALTH_ERRORS = [
  'refused',
  'timeout',
  'authentication',
  'schema',
  'unavailable',
] as const;
export const HealthError = Type.Enum(HEALTH_ERRORS);
export type HealthError = (typeof HEALTH_ERRORS)[number];

// Anyone is shown each service's status, timing and error category; what describes the
// installation (versions, environment, driver, sizes, clients, memory, background work) is null
// except for administrators.

export const ApiHealth = Type.Object({
  status: ServiceStatus,
  version: Nullable(Type.String()),
  environment: Nullable(Type.String()),
  uptime_seconds: Type.Number(),
});

export const DatabaseHealth = Type.Object({
  status: ServiceStatus,
  driver: Nullable(Type.String()),
  version: Nullable(Type.String()),
  database_size_mb: Nullable(Type.Number()),
  response_time_ms: Nullable(Type.Number()),
  vector_search: Nullable(Type.Boolean()),
  error: Nullable(HealthError),
});

export const RedisHealth = Type.Object({
  status: ServiceStatus,
  version: Nullable(Type.String()),
  connected_clients: Nullable(Type.Integer()),
  used_memory_mb: Nullable(Type.Number()),
  response_time_ms: Nullable(Type.Number()),
  uptime_days: Nullable(Type.Number()),
  error: Nullable(HealthError),
});

export const ExternalHealth = Type.Object({
  status: ServiceStatus,
  message: Type.String(),
  response_time_ms: Nullable(Type.Number()),
  error: Nullable(HealthError),
});
export type ExternalHealth = Static<typeof ExternalHealth>;

/**
 * The embedding of the ideas no vector represents, as the API process doing it last reported it
 * (at most a second old): one process at a time does it, in the background.
 */
export const EmbeddingWork = Type.Object({
  process: Type.String({ description: 'The process embedding, as `pid-start-host`.' }),
  model: Type.String(),
  started_at: Type.String({ format: 'date-time' }),
  ideas_embedded: Type.Integer({ minimum: 0 }),
  ideas_left: Type.Integer({ minimum: 0 }),
});
export type EmbeddingWork = Static<typeof EmbeddingWork>;

export const HealthResponse = Type.Object({
  overall_status: ServiceStatus,
  timestamp: Type.String({ format: 'date-time' }),
  /** Null when no embedding runs, and for anyone but an administrator. */
  embedding: Nullable(EmbeddingWork),
  services: Type.Object({
    api: ApiHealth,
    database: DatabaseHealth,
    redis: RedisHealth,
    external: Type.Record(Type.String(), ExternalHealth),
  }),
});
export type HealthResponse = Static<typeof HealthResponse>;

/** Readiness for orchestrators: the database answers and its schema is up to date. */
export const ReadyResponse = Type.Object({ status: Type.Literal('ready') });
export type ReadyResponse = Static<typeof ReadyResponse>;

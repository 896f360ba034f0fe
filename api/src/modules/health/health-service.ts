import type { ExternalHealth, HealthError, HealthResponse, ServiceStatus } from '@lyceum/contracts';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config';
import type { Database } from '../../db';
import { DatabaseUnavailableError, failureOf, TimeoutError } from '../../db/errors';
import { pendingMigrations, readMigrations } from '../../db/migrate';
import type { KeyValueStore } from '../../store/store';
import { createSmtpTransport } from '../mail/mail-service';
import {
  embeddingUnderWay,
  USE_LITE_DIMENSIONS,
  USE_LITE_MODEL_ID,
} from '../vector-db/vector-db-service';
import type { RedisStore } from '../../store/redis';

const CHECK_TIMEOUT_MS = 3000;
/**
 * External services are asked at most this often: every visitor of the status page polls
 * /api/health, and each poll must not become an SMTP handshake and two HTTP calls upstream.
 */
export const EXTERNAL_CHECK_TTL_MS = 15_000;
/** The database is measured at most this often: a crowd of status pages costs one query. */
export const DATABASE_CHECK_TTL_MS = 1000;

type DatabaseHealth = HealthResponse['services']['database'];
type RedisHealth = HealthResponse['services']['redis'];

const round = (value: number, digits = 2) => Math.round(value * 10 ** digits) / 10 ** digits;

async function timed<T>(work: () => Promise<T>): Promise<{ value: T; ms: number }> {
  const started = performance.now();
  const value = await work();
  return { value, ms: round(performance.now() - started) };
}

function withTimeout<T>(what: string, promise: Promise<T>, ms = CHECK_TIMEOUT_MS): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new TimeoutError(what, ms)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

/**
 * One check shared by every caller while it runs and for `ttlMs` after it ends, so concurrent
 * pollers wait for the same answer instead of each starting their own.
 */
function sharedFor<T>(ttlMs: number, check: () => Promise<T>): () => Promise<T> {
  let last: { result: Promise<T>; endedAt: number | null } | null = null;
  return () => {
    if (last && (last.endedAt === null || Date.now() - last.endedAt < ttlMs)) return last.result;
    const entry: { result: Promise<T>; endedAt: number | null } = {
      result: check(),
      endedAt: null,
    };
    const ended = () => {
      entry.endedAt = Date.now();
    };
    entry.result.then(ended, ended);
    last = entry;
    return entry.result;
  };
}

/** What went wrong, for the log: the message and, when there is one, the code behind it. */
function describe(error: unknown): Record<string, unknown> {
  if (error instanceof DatabaseUnavailableError) return { origin: error.origin };
  if (!(error instanceof Error)) return { message: String(error) };
  const { code } = error as Error & { code?: unknown };
  return { message: error.message, code };
}

const notConfigured = (what: string): ExternalHealth => ({
  status: 'not_configured',
  message: `${what} is not configured`,
  response_time_ms: null,
  error: null,
});

export function createHealthService(deps: {
  config: Config;
  db: Database;
  store: KeyValueStore;
  version: string;
  startedAt: number;
  log: Pick<FastifyBaseLogger, 'warn' | 'info'>;
}) {
  const { config, db, store, log } = deps;
  const migrations = readMigrations().map((migration) => migration.version);

  // The public document names a category; the details go to the log, once per change of state
  // rather than once per poll.
  const lastFailure = new Map<string, HealthError>();
  function failed(service: string, error: unknown, category?: HealthError): HealthError {
    const failure = category ?? failureOf(error) ?? 'unavailable';
    if (lastFailure.get(service) !== failure) {
      log.warn({ service, failure, cause: describe(error) }, `health: ${service} is failing`);
      lastFailure.set(service, failure);
    }
    return failure;
  }
  function answered(service: string): void {
    if (lastFailure.delete(service)) log.info({ service }, `health: ${service} answers again`);
  }

  /** Null when the schema is at this build's latest migration; else why not. */
  async function schemaProblem(): Promise<HealthError | null> {
    try {
      const pending = await withTimeout('schema check', pendingMigrations(db, migrations));
      if (pending.length === 0) return null;
      return failed(
        'database',
        new Error(`schema lacks migrations ${pending.join(', ')}: it is missing or behind`),
        'schema',
      );
    } catch (error) {
      return failed('database', error);
    }
  }

  async function checkDatabase(): Promise<DatabaseHealth> {
    const unmeasured = {
      driver: db.driver,
      version: null,
      database_size_mb: null,
      response_time_ms: null,
      vector_search: db.vectorSearch,
    };
    let measured: Omit<DatabaseHealth, 'status' | 'error'>;
    try {
      const { value: rows, ms } = await timed(() =>
        withTimeout(
          'database',
          db.query<{ version: string; size: number }>(
            'SELECT current_setting($1) AS version, pg_database_size(current_database())::float8 AS size',
            ['server_version'],
          ),
        ),
      );
      const row = rows[0];
      measured = {
        ...unmeasured,
        version: row ? `PostgreSQL ${row.version}` : null,
        database_size_mb: row ? round(row.size / 1048576) : null,
        response_time_ms: ms,
      };
    } catch (error) {
      return { status: 'unhealthy', ...unmeasured, error: failed('database', error) };
    }
    const problem = await schemaProblem();
    if (problem) return { status: 'unhealthy', ...measured, error: problem };
    answered('database');
    return { status: 'healthy', ...measured, error: null };
  }

  async function checkRedis(): Promise<RedisHealth> {
    const empty = {
      version: null,
      connected_clients: null,
      used_memory_mb: null,
      response_time_ms: null,
      uptime_days: null,
    };
    if (store.kind !== 'redis') return { status: 'not_configured', ...empty, error: null };
    const client = store as RedisStore;
    try {
      const { ms } = await timed(() => withTimeout('redis', client.ping()));
      const info = await withTimeout('redis', client.info());
      answered('redis');
      return { status: 'healthy', ...info, response_time_ms: ms, error: null };
    } catch (error) {
      return { status: 'unhealthy', ...empty, error: failed('redis', error) };
    }
  }

  async function checkHttp(key: string, name: string, baseUrl: string, apiKey: string | null) {
    try {
      const { value: response, ms } = await timed(() =>
        fetch(new URL('models', baseUrl.endsWith('/') ? baseUrl : `${baseUrl}/`), {
          headers: apiKey ? { authorization: `Bearer ${apiKey}` } : {},
          signal: AbortSignal.timeout(CHECK_TIMEOUT_MS),
        }),
      );
      await response.body?.cancel();
      if (response.ok) {
        answered(key);
        const healthy: ExternalHealth = {
          status: 'healthy',
          message: `${name} is reachable`,
          response_time_ms: ms,
          error: null,
        };
        return healthy;
      }
      const refused = response.status === 401 || response.status === 403;
      const unhealthy: ExternalHealth = {
        status: 'unhealthy',
        message: `${name} answered ${response.status}`,
        response_time_ms: ms,
        error: failed(
          key,
          new Error(`HTTP ${response.status}`),
          refused ? 'authentication' : 'unavailable',
        ),
      };
      return unhealthy;
    } catch (error) {
      const unreachable: ExternalHealth = {
        status: 'unhealthy',
        message: `${name} is unreachable`,
        response_time_ms: null,
        error: failed(key, error),
      };
      return unreachable;
    }
  }

  async function checkSmtp(smtpUrl: string): Promise<ExternalHealth> {
    // The same timeouts as delivery, so a silent server fails the check instead of holding it.
    const transport = createSmtpTransport({ smtpUrl, smtpTimeoutMs: config.smtpTimeoutMs });
    try {
      const { ms } = await timed(() => withTimeout('smtp', transport.verify()));
      answered('email');
      return {
        status: 'healthy',
        message: 'SMTP server accepts connections',
        response_time_ms: ms,
        error: null,
      };
    } catch (error) {
      return {
        status: 'unhealthy',
        message: 'SMTP server is unreachable',
        response_time_ms: null,
        error: failed('email', error),
      };
    } finally {
      transport.close();
    }
  }

  /**
   * Which embedder is configured: an endpoint is asked like the LLM's; the embedded model is
   * described without being loaded (a health check must stay cheap). Without pgvector the
   * vectors are still computed and kept, but only words find ideas, and the message says so.
   */
  async function checkEmbeddings(): Promise<ExternalHealth> {
    const { provider, baseUrl, model, apiKey } = config.embeddings;
    if (provider === 'none') {
      return { ...notConfigured('Embeddings'), message: 'No embedder: retrieval is by words only' };
    }
    const byWords = '; the database has no pgvector, so vectors are kept but retrieval is by words';
    if (provider === 'use-lite-en') {
      const languages = db.vectorSearch ? '; French is found by words' : byWords;
      return {
        status: 'healthy',
        message: `Embedded English model (${USE_LITE_MODEL_ID}, ${USE_LITE_DIMENSIONS} dimensions)${languages}`,
        response_time_ms: null,
        error: null,
      };
    }
    if (!baseUrl) return notConfigured('Embeddings endpoint');
    const health = await checkHttp(
      'embeddings',
      `Embeddings endpoint (openai:${model})`,
      baseUrl,
      apiKey,
    );
    return db.vectorSearch ? health : { ...health, message: `${health.message}${byWords}` };
  }

  async function checkExternal(): Promise<Record<string, ExternalHealth>> {
    const [email, llm, embeddings] = await Promise.all([
      config.smtpUrl
        ? checkSmtp(config.smtpUrl)
        : Promise.resolve({
            ...notConfigured('SMTP'),
            message: 'SMTP is not configured; e-mails are written to the local outbox',
          }),
      config.llm.baseUrl
        ? checkHttp('llm', 'LLM endpoint', config.llm.baseUrl, config.llm.apiKey)
        : Promise.resolve(notConfigured('LLM endpoint')),
      checkEmbeddings(),
    ]);
    return { email, llm, embeddings };
  }

  /** The background embedding under way, read with the database's measure; null on failure. */
  async function checkEmbedding(): Promise<HealthResponse['embedding']> {
    try {
      const work = await withTimeout('embedding', embeddingUnderWay(db));
      if (!work) return null;
      return {
        process: work.owner,
        model: work.progress?.model ?? '',
        started_at: work.startedAt.toISOString(),
        ideas_embedded: work.progress?.embedded ?? 0,
        ideas_left: work.progress?.left ?? 0,
      };
    } catch {
      return null;
    }
  }

  const database = sharedFor(DATABASE_CHECK_TTL_MS, checkDatabase);
  const embedding = sharedFor(DATABASE_CHECK_TTL_MS, checkEmbedding);
  const external = sharedFor(EXTERNAL_CHECK_TTL_MS, checkExternal);
  const schemaReady = sharedFor(
    DATABASE_CHECK_TTL_MS,
    async () => (await schemaProblem()) === null,
  );

  return {
    async check(): Promise<HealthResponse> {
      const [db, cache, services, background] = await Promise.all([
        database(),
        checkRedis(),
        external(),
        embedding(),
      ]);
      const statuses: ServiceStatus[] = [
        cache.status,
        ...Object.values(services).map((s) => s.status),
      ];
      const overall: ServiceStatus =
        db.status !== 'healthy'
          ? 'unhealthy'
          : statuses.some((s) => s === 'unhealthy' || s === 'degraded')
            ? 'degraded'
            : 'healthy';
      return {
        overall_status: overall,
        timestamp: new Date().toISOString(),
        embedding: background,
        services: {
          api: {
            status: 'healthy',
            version: deps.version,
            environment: config.appEnv,
            uptime_seconds: Math.floor((Date.now() - deps.startedAt) / 1000),
          },
          database: db,
          redis: cache,
          external: services,
        },
      };
    },

    /**
     * The document as anyone may read it: each service's status, timing and error category;
     * what describes the installation is left to administrators.
     */
    publicView: (document: HealthResponse): HealthResponse => ({
      ...document,
      embedding: null,
      services: {
        api: { ...document.services.api, version: null, environment: null },
        database: {
          ...document.services.database,
          driver: null,
          version: null,
          database_size_mb: null,
          vector_search: null,
        },
        redis: {
          ...document.services.redis,
          version: null,
          connected_clients: null,
          used_memory_mb: null,
        },
        external: document.services.external,
      },
    }),

    /**
     * Whether this replica can serve: the database answers and its schema is at this build's
     * latest migration. Redis and external services are left out: the API works without them.
     */
    ready(): Promise<boolean> {
      return schemaReady();
    },
  };
}

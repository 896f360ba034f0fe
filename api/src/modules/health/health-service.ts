import type { ExternalHealth, HealthResponse, ServiceStatus } from '@lyceum/contracts';
import nodemailer from 'nodemailer';
import type { Config } from '../../config';
import type { Database } from '../../db';
import type { KeyValueStore } from '../../store/store';
import type { RedisStore } from '../../store/redis';

const CHECK_TIMEOUT_MS = 3000;
/**
 * External services are asked at most this often: every visitor of the status page polls
 * /api/health, and each poll must not become an SMTP handshake and two HTTP calls upstream.
 */
export const EXTERNAL_CHECK_TTL_MS = 15_000;

const round = (value: number, digits = 2) => Math.round(value * 10 ** digits) / 10 ** digits;
const message = (error: unknown) => (error instanceof Error ? error.message : String(error));

async function timed<T>(work: () => Promise<T>): Promise<{ value: T; ms: number }> {
  const started = performance.now();
  const value = await work();
  return { value, ms: round(performance.now() - started) };
}

function withTimeout<T>(promise: Promise<T>, ms = CHECK_TIMEOUT_MS): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

const notConfigured = (what: string): ExternalHealth => ({
  status: 'not_configured',
  message: `${what} is not configured`,
  response_time_ms: null,
  error: null,
});

async function checkHttp(
  name: string,
  baseUrl: string,
  apiKey: string | null,
): Promise<ExternalHealth> {
  try {
    const { value: response, ms } = await timed(() =>
      fetch(new URL('models', baseUrl.endsWith('/') ? baseUrl : `${baseUrl}/`), {
        headers: apiKey ? { authorization: `Bearer ${apiKey}` } : {},
        signal: AbortSignal.timeout(CHECK_TIMEOUT_MS),
      }),
    );
    await response.body?.cancel();
    return response.ok
      ? { status: 'healthy', message: `${name} is reachable`, response_time_ms: ms, error: null }
      : {
          status: 'unhealthy',
          message: `${name} answered ${response.status}`,
          response_time_ms: ms,
          error: `HTTP ${response.status}`,
        };
  } catch (error) {
    return {
      status: 'unhealthy',
      message: `${name} is unreachable`,
      response_time_ms: null,
      error: message(error),
    };
  }
}

async function checkSmtp(smtpUrl: string): Promise<ExternalHealth> {
  const transport = nodemailer.createTransport(smtpUrl);
  try {
    const { ms } = await timed(() => withTimeout(transport.verify()));
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
      error: message(error),
    };
  } finally {
    transport.close();
  }
}

export function createHealthService(deps: {
  config: Config;
  db: Database;
  store: KeyValueStore;
  version: string;
  startedAt: number;
}) {
  const { config, db, store } = deps;

  async function database(): Promise<HealthResponse['services']['database']> {
    try {
      const { value: rows, ms } = await timed(() =>
        withTimeout(
          db.query<{ version: string; size: number }>(
            'SELECT current_setting($1) AS version, pg_database_size(current_database())::float8 AS size',
            ['server_version'],
          ),
        ),
      );
      const row = rows[0];
      return {
        status: 'healthy',
        driver: db.driver,
        version: row ? `PostgreSQL ${row.version}` : null,
        database_size_mb: row ? round(row.size / 1048576) : null,
        response_time_ms: ms,
        vector_search: db.vectorSearch,
        error: null,
      };
    } catch (error) {
      return {
        status: 'unhealthy',
        driver: db.driver,
        version: null,
        database_size_mb: null,
        response_time_ms: null,
        vector_search: db.vectorSearch,
        error: message(error),
      };
    }
  }

  async function redis(): Promise<HealthResponse['services']['redis']> {
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
      const { ms } = await timed(() => withTimeout(client.ping()));
      const info = await withTimeout(client.info());
      return { status: 'healthy', ...info, response_time_ms: ms, error: null };
    } catch (error) {
      return { status: 'unhealthy', ...empty, error: message(error) };
    }
  }

  let externalChecked: { at: number; result: Promise<Record<string, ExternalHealth>> } | null =
    null;
  function external(): Promise<Record<string, ExternalHealth>> {
    const now = Date.now();
    if (!externalChecked || now - externalChecked.at >= EXTERNAL_CHECK_TTL_MS) {
      externalChecked = { at: now, result: checkExternal() };
    }
    return externalChecked.result;
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
        ? checkHttp('LLM endpoint', config.llm.baseUrl, config.llm.apiKey)
        : Promise.resolve(notConfigured('LLM endpoint')),
      config.embeddings.baseUrl
        ? checkHttp('Embeddings endpoint', config.embeddings.baseUrl, config.embeddings.apiKey)
        : Promise.resolve(notConfigured('Embeddings endpoint')),
    ]);
    return { email, llm, embeddings };
  }

  return {
    async check(): Promise<HealthResponse> {
      const [db, cache, services] = await Promise.all([database(), redis(), external()]);
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
  };
}

import type { ServerResponse } from 'node:http';
import { Server as NetServer } from 'node:net';
import { buildApp } from './app';
import { ConfigError, loadConfig } from './config';
import { serviceUnavailable } from './db/errors';

/**
 * How long a stopping API keeps listening while it turns requests away: longer than the proxy
 * keeps an idle connection (4 s, deploy/nginx/lyceum.conf.template), so by then the proxy has
 * closed every connection it was not using, and sends the API nothing new.
 */
const PROXY_IDLE_MS = 5_000;
/** Longest a stopping API waits for its requests under way. */
const DRAIN_MS = 15_000;
/** How long closing the database, Redis and the mailer may take after that. */
const CLOSE_MS = 5_000;

/**
 * Methods nginx sends to another API process when one answers 503: all but POST, PATCH and
 * LOCK, which it never repeats once sent.
 */
const RETRIED_ELSEWHERE = new Set(['GET', 'HEAD', 'OPTIONS', 'PUT', 'DELETE']);

async function main() {
  let config;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }

  const app = await buildApp(config);

  // A stopping API drains: it answers 503, without doing anything, to the requests the proxy
  // will send to another process (readiness included, so any balancer that asks stops sending
  // here), and the proxy marks this process as failed; it still carries out the POSTs and
  // PATCHes it receives, which the proxy would not send again. Every answer closes its
  // connection. After PROXY_IDLE_MS it stops listening (connections refused are tried elsewhere)
  // and, once the requests under way are done, closes.
  let draining = false;
  // A callback hook: while the API is not draining it costs a request no promise.
  app.addHook('onRequest', (request, reply, done) => {
    if (!draining) return done();
    void reply.header('connection', 'close');
    done(RETRIED_ELSEWHERE.has(request.method) ? serviceUnavailable() : undefined);
  });

  let underWay = 0;
  app.server.on('request', (_request, response: ServerResponse) => {
    underWay += 1;
    response.once('close', () => (underWay -= 1));
  });

  const drain = () =>
    new Promise<void>((resolve) => {
      const startedAt = Date.now();
      let listening = true;
      const check = setInterval(() => {
        const waited = Date.now() - startedAt;
        if (listening && waited >= PROXY_IDLE_MS) {
          listening = false;
          // Not the HTTP server's own close, which would drop the idle connections at once;
          // the proxy has closed its own by now.
          NetServer.prototype.close.call(app.server);
        }
        if (waited >= DRAIN_MS || (!listening && underWay === 0)) {
          clearInterval(check);
          resolve();
        }
      }, 100);
    });

  let stopping = false;
  const shutdown = (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    app.log.info({ signal }, 'shutting down');
    draining = true;
    // Behind a proxy (TRUST_PROXY), SIGTERM (Docker, systemd, an orchestrator) drains first.
    // Ctrl-C, or an API reached directly, closes at once. Either way requests under way finish.
    const drained = signal === 'SIGTERM' && config.trustProxy ? drain() : Promise.resolve();
    void drained.then(() => {
      const force = setTimeout(() => process.exit(1), CLOSE_MS);
      force.unref();
      app.close().then(
        () => process.exit(0),
        () => process.exit(1),
      );
    });
  };
  process.on('SIGINT', shutdown);
  process.on('SIGTERM', shutdown);

  await app.listen({ host: config.host, port: config.port });
  const db = config.databaseUrl ? 'PostgreSQL server' : `PGlite at ${config.pgliteDataDir}`;
  app.log.info(`Lyceum API on http://localhost:${config.port} (${db}); docs at /api/docs`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});

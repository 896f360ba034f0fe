import type { FastifyBaseLogger } from 'fastify';
import type { Mailer } from './mail-service';

/**
 * Runs the mailer's retry pass every `intervalMs` inside the API process. Passes never overlap
 * (the next is scheduled when one ends), the timer does not keep the process alive, and `stop`
 * waits for a pass under way so that nothing writes to a database being closed.
 */
export function startMailRetry(mailer: Mailer, intervalMs: number, log: FastifyBaseLogger) {
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> = Promise.resolve();
  let stopped = false;

  const schedule = () => {
    if (stopped) return;
    timer = setTimeout(pass, intervalMs);
    timer.unref();
  };
  function pass() {
    running = mailer.retryDue().then(
      (sent) => {
        if (sent > 0) log.info({ sent }, 'stored e-mails sent by the retry pass');
      },
      (error: unknown) => log.error({ err: error }, 'e-mail retry pass failed'),
    );
    void running.then(schedule);
  }

  schedule();
  return {
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await running;
    },
  };
}

interface Scheduler {
  yield?: () => Promise<void>;
}

/**
 * Resolves in a later task, so that the browser can paint and answer input in between: through
 * `scheduler.yield()` where the browser has it, else a message to this page, which a background
 * tab does not delay as it delays timers (to once a second), else a timer.
 */
export function nextTask(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: Scheduler }).scheduler;
  if (typeof scheduler?.yield === 'function') return scheduler.yield();
  if (typeof MessageChannel === 'undefined') {
    return new Promise((resolve) => setTimeout(resolve, 0));
  }
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      channel.port1.close();
      resolve();
    };
    channel.port2.postMessage(null);
  });
}

/** How long a Redis command on the request path may take before the in-process store answers. */
export const REDIS_TIMEOUT_MS = 200;
/** How long Redis is left alone after a failure before one request tries it again. */
export const REDIS_COOL_DOWN_MS = 5000;

export type BreakerState = 'closed' | 'open' | 'half-open';

export interface CircuitBreaker {
  readonly state: BreakerState;
  /**
   * Runs `work` with a time limit, or `fallback` instead when `work` fails, takes too long, or
   * failed recently: a remote service that hangs costs one timeout per cool-down, not one per call.
   */
  run<T>(work: () => Promise<T>, fallback: () => Promise<T>): Promise<T>;
}

export interface BreakerOptions {
  timeoutMs?: number;
  coolDownMs?: number;
  now?: () => number;
  /** Told when the breaker opens (with the failure) and when it closes again. */
  onChange?: (state: 'open' | 'closed', error?: unknown) => void;
}

export class TimeoutError extends Error {
  constructor(ms: number) {
    super(`no answer within ${ms} ms`);
    this.name = 'TimeoutError';
  }
}

/** `promise`, or a `TimeoutError` after `ms`; the late answer, if any, is ignored. */
export function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new TimeoutError(ms)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

/**
 * One failure opens the breaker: calls then go straight to the fallback. After the cool-down a
 * single call probes the remote side (the others still fall back); its success closes the
 * breaker, its failure starts another cool-down.
 */
export function createCircuitBreaker(options: BreakerOptions = {}): CircuitBreaker {
  const {
    timeoutMs = REDIS_TIMEOUT_MS,
    coolDownMs = REDIS_COOL_DOWN_MS,
    now = Date.now,
    onChange,
  } = options;
  let open = false;
  let openedAt = 0;
  let probing = false;

  /** Whether this call may use the remote side, and whether it is the probe. */
  function admit(): { remote: boolean; probe: boolean } {
    if (!open) return { remote: true, probe: false };
    if (probing || now() - openedAt < coolDownMs) return { remote: false, probe: false };
    probing = true;
    return { remote: true, probe: true };
  }

  function succeeded(probe: boolean) {
    if (!probe) return;
    probing = false;
    if (open) {
      open = false;
      onChange?.('closed');
    }
  }

  function failed(probe: boolean, error: unknown) {
    if (probe) probing = false;
    openedAt = now();
    if (!open) {
      open = true;
      onChange?.('open', error);
    }
  }

  return {
    get state() {
      if (!open) return 'closed';
      return probing ? 'half-open' : 'open';
    },
    async run(work, fallback) {
      const { remote, probe } = admit();
      if (!remote) return fallback();
      let value;
      try {
        value = await withTimeout(work(), timeoutMs);
      } catch (error) {
        failed(probe, error);
        return fallback();
      }
      succeeded(probe);
      return value;
    },
  };
}

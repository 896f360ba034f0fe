import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { nextTask } from '../../app/next-task';

/** Marks the module handed back when a remote cannot be loaded. */
export const UNAVAILABLE = Symbol.for('lyceum.remote-unavailable');

export interface UnavailableModule {
  [UNAVAILABLE]: true;
  error: unknown;
}

export function isUnavailable(module: unknown): module is UnavailableModule {
  return typeof module === 'object' && module !== null && UNAVAILABLE in module;
}

const RETRY_DELAYS_MS = [300, 800];

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Retries a manifest fetch on network errors (not on HTTP statuses), and turns a remote that
 * still fails into a fallback module the area renders as a Retry panel.
 */
export function resiliencePlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'lyceum-resilience',
    async fetch(url, init) {
      for (let attempt = 0; ; attempt += 1) {
        try {
          return await fetch(url, { ...init, cache: 'no-cache' });
        } catch (error) {
          const delay = RETRY_DELAYS_MS[attempt];
          if (delay === undefined) throw error;
          await wait(delay);
        }
      }
    },
    errorLoadRemote({ lifecycle, error }) {
      // Only the final `onLoad` stage may return a module; at `afterResolve` the runtime would
      // take the value for a manifest.
      if (lifecycle !== 'onLoad') return undefined;
      const fallback: UnavailableModule = { [UNAVAILABLE]: true, error };
      return fallback;
    },
  };
}

/**
 * Loads a remote's module in four tasks instead of one: the entry script's evaluation, the
 * container's start (sharing negotiated), the module's chunks, then the module's own code. The
 * browser can paint and answer input between them.
 */
export function yieldingPlugin(): ModuleFederationRuntimePlugin {
  // The runtime waits for the promise an asynchronous hook returns, though its types say void.
  const yieldTask = nextTask as () => void;
  return {
    name: 'lyceum-yielding',
    beforeInitRemote: yieldTask,
    beforeGetExpose: yieldTask,
    beforeExecuteFactory: yieldTask,
  };
}

import { loadRemote } from '@module-federation/enhanced/runtime';
import {
  getRuntimeConfig,
  type AreaModule,
  type RemoteName,
  type RemotePages,
} from '@lyceum/platform';
import { loadQueryProvider } from '../query/query-scope';
import { isUnavailable } from './runtime-plugin';
import { resetRemote } from './setup-federation';

export class RemoteUnavailableError extends Error {
  constructor(
    readonly remote: RemoteName,
    cause: unknown,
  ) {
    super(`Remote ${remote} is unavailable`, { cause });
    this.name = 'RemoteUnavailableError';
  }
}

/** What each kind of remote exposes: an area (its routes and navigation) or a map of pages. */
interface Exposed {
  area: { area: AreaModule };
  pages: { pages: RemotePages };
}

const cache = new Map<string, Promise<unknown>>();

async function load<K extends keyof Exposed>(remote: RemoteName, exposed: K): Promise<Exposed[K]> {
  const { name } = getRuntimeConfig().remotes[remote];
  // The query provider comes beside the remote's code, so its pages render in one step.
  const [module] = await Promise.all([
    loadRemote<Exposed[K]>(`${name}/${exposed}`),
    loadQueryProvider(),
  ]);
  if (!module || isUnavailable(module)) {
    throw new RemoteUnavailableError(remote, module ? module.error : undefined);
  }
  return module;
}

/** One exposed module of a remote, loaded once and shared by every component that needs it. */
export function loadExposed<K extends keyof Exposed>(
  remote: RemoteName,
  exposed: K,
): Promise<Exposed[K]> {
  const key = `${remote}/${exposed}`;
  let pending = cache.get(key) as Promise<Exposed[K]> | undefined;
  if (!pending) {
    pending = load(remote, exposed);
    cache.set(key, pending);
  }
  return pending;
}

// Each is the module's own promise, the same at every call: React's `use` must be given the same
// promise at every render (a new one each time would suspend the page again at each attempt, and
// a page taken over from a prerendered document would wait for ever).
export const loadArea = (remote: RemoteName) => loadExposed(remote, 'area');
export const loadPages = (remote: RemoteName) => loadExposed(remote, 'pages');

/** Called by Retry: the next load fetches the remote again from scratch. */
export function forgetRemote(remote: RemoteName): void {
  for (const key of [...cache.keys()]) if (key.startsWith(`${remote}/`)) cache.delete(key);
  resetRemote(remote);
}

import { loadRemote } from '@module-federation/enhanced/runtime';
import type { RemoteName, RemotePages } from '@lyceum/platform';
import { REMOTE_CONTAINERS } from './remotes';
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

const cache = new Map<RemoteName, Promise<RemotePages>>();

async function load(remote: RemoteName): Promise<RemotePages> {
  const module = await loadRemote<{ pages: RemotePages }>(`${REMOTE_CONTAINERS[remote]}/pages`);
  if (!module || isUnavailable(module)) {
    throw new RemoteUnavailableError(remote, module ? module.error : undefined);
  }
  return module.pages;
}

/** The remote's exposed `./pages` map, loaded once and shared by every route that needs it. */
export function loadRemotePages(remote: RemoteName): Promise<RemotePages> {
  let pending = cache.get(remote);
  if (!pending) {
    pending = load(remote);
    cache.set(remote, pending);
  }
  return pending;
}

/** Called by Retry: the next `loadRemotePages` fetches the remote again from scratch. */
export function forgetRemote(remote: RemoteName): void {
  cache.delete(remote);
  resetRemote(remote);
}

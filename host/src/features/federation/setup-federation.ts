import { registerPlugins, registerRemotes } from '@module-federation/enhanced/runtime';
import type { RemoteName, RuntimeConfig } from '@lyceum/platform';
import { REMOTE_NAMES, remoteDefinition } from './remotes';
import { resiliencePlugin } from './runtime-plugin';

let config: RuntimeConfig | null = null;

/**
 * Registers the four remotes on the plugin's own runtime instance (which holds the shared
 * singletons). Registering fetches nothing: a remote is requested on first use only.
 */
export function setupFederation(runtimeConfig: RuntimeConfig): void {
  config = runtimeConfig;
  registerPlugins([resiliencePlugin()]);
  registerRemotes(REMOTE_NAMES.map((remote) => remoteDefinition(runtimeConfig, remote)));
}

/** Forgets a failed remote (manifest, entry, caches) so the next load fetches it again. */
export function resetRemote(remote: RemoteName): void {
  if (!config) return;
  registerRemotes([remoteDefinition(config, remote)], { force: true });
}

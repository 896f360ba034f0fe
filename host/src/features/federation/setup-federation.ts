import { registerPlugins, registerRemotes } from '@module-federation/enhanced/runtime';
import { REMOTE_NAMES, type RemoteName, type RuntimeConfig } from '@lyceum/platform';
import { resiliencePlugin, yieldingPlugin } from './runtime-plugin';

let config: RuntimeConfig | null = null;

function remoteDefinition(runtimeConfig: RuntimeConfig, remote: RemoteName) {
  const { name, manifest } = runtimeConfig.remotes[remote];
  return { name, alias: remote, entry: manifest };
}

/**
 * Registers the remotes the runtime config names on the plugin's own runtime instance (which
 * holds the shared singletons). Registering fetches nothing: a remote is requested on first use.
 */
export function setupFederation(runtimeConfig: RuntimeConfig): void {
  config = runtimeConfig;
  registerPlugins([resiliencePlugin(), yieldingPlugin()]);
  registerRemotes(REMOTE_NAMES.map((remote) => remoteDefinition(runtimeConfig, remote)));
}

/** Forgets a failed remote (manifest, entry, caches) so the next load fetches it again. */
export function resetRemote(remote: RemoteName): void {
  if (!config) return;
  registerRemotes([remoteDefinition(config, remote)], { force: true });
}

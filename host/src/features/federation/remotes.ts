import type { RemoteName, RuntimeConfig } from '@lyceum/platform';

/** Federation container names; each remote's webpack config uses the same one. */
export const REMOTE_CONTAINERS: Record<RemoteName, string> = {
  public: 'lyceum_public',
  academy: 'lyceum_academy',
  chat: 'lyceum_chat',
  backoffice: 'lyceum_backoffice',
};

export const REMOTE_NAMES = Object.keys(REMOTE_CONTAINERS) as RemoteName[];

export function remoteDefinition(config: RuntimeConfig, remote: RemoteName) {
  return { name: REMOTE_CONTAINERS[remote], alias: remote, entry: config.remotes[remote] };
}

import { areaPath, getRuntimeConfig, type RemoteName } from '@lyceum/platform';

/** Where an area starts (`/<mount>`), from the runtime config; null when it is not mounted. */
export function areaHome(remote: RemoteName): string | null {
  const { mount } = getRuntimeConfig().remotes[remote];
  return mount ? areaPath(mount, '') : null;
}

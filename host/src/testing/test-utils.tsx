// Host tests render with the platform's one helper; this file adds what only the host needs:
// its translations and a runtime config with the mount points of apps.json.
import { parseRuntimeConfig, setRuntimeConfig } from '@lyceum/platform';
import apps from '../../../apps.json';
import { registerHostResources } from '../locales';

export * from '@lyceum/platform/testing';

registerHostResources();

/** The development runtime config: each remote's name, mount point and guard from apps.json. */
export function appsRuntimeConfig() {
  return parseRuntimeConfig({
    apiBaseUrl: '',
    remotes: Object.fromEntries(
      Object.entries(apps.remotes).map(([remote, app]) => [
        remote,
        { ...app, manifest: `http://localhost:${app.port}/mf-manifest.json` },
      ]),
    ),
  });
}

setRuntimeConfig(appsRuntimeConfig());

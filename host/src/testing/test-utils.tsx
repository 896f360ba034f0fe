// Host tests render with the platform's one helper; this file adds what only the host needs:
// its translations and the development runtime config, with the mount points of apps.json.
import { devRuntimeConfig } from '@lyceum/build/apps';
import { parseRuntimeConfig, setRuntimeConfig } from '@lyceum/platform';
import { registerHostResources } from '../locales';

export * from '@lyceum/platform/testing';

registerHostResources();

setRuntimeConfig(parseRuntimeConfig(devRuntimeConfig()));

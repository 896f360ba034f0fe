import { addResources } from '@lyceum/platform';
import enSettings from './en/settings.json';
import enShell from './en/shell.json';
import frSettings from './fr/settings.json';
import frShell from './fr/shell.json';

/** The host's namespaces: `host-shell`, `host-settings`. */
export function registerHostResources(): void {
  addResources('host', {
    en: { shell: enShell, settings: enSettings },
    fr: { shell: frShell, settings: frSettings },
  });
}

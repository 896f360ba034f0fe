import { addResources } from '@lyceum/platform';
import enHome from './en/home.json';
import enSettings from './en/settings.json';
import enShell from './en/shell.json';
import frHome from './fr/home.json';
import frSettings from './fr/settings.json';
import frShell from './fr/shell.json';

/** The host's namespaces: `host-shell`, `host-home`, `host-settings`. */
export function registerHostResources(): void {
  addResources('host', {
    en: { shell: enShell, home: enHome, settings: enSettings },
    fr: { shell: frShell, home: frHome, settings: frSettings },
  });
}

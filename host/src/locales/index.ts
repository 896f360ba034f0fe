import { addResources } from '@lyceum/platform';
import enHome from './en/home.json';
import enSettings from './en/settings.json';
import enShell from './en/shell.json';
import frHome from './fr/home.json';
import frSettings from './fr/settings.json';
import frShell from './fr/shell.json';

export function registerHostResources(): void {
  addResources({
    en: { shell: enShell, home: enHome, settings: enSettings },
    fr: { shell: frShell, home: frHome, settings: frSettings },
  });
}

// Standalone development: this remote's pages inside the platform's minimal shell.
import '@lyceum/ui';
import { startDevShell } from '@lyceum/platform/dev-shell';
import { pages } from './pages';

void startDevShell({ remote: 'public', pages });

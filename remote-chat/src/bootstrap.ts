// Standalone development: this remote's area inside the platform's minimal shell, at the same
// mount point as in the host.
import '@lyceum/ui';
import { startDevShell } from '@lyceum/platform/dev-shell';
import { area } from './area';

void startDevShell({ remote: 'chat', area });

import '@lyceum/ui';
import './app/shell.css';
import { loadRuntimeConfig } from '@lyceum/platform';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { setupFederation } from './features/federation/setup-federation';
import { runHealthCheck } from './features/health/health-check';
import { registerHostResources } from './locales';

async function start(): Promise<void> {
  const config = await loadRuntimeConfig('/runtime-config.json');
  setupFederation(config);
  registerHostResources();
  void runHealthCheck();
  const root = document.getElementById('root');
  if (!root) throw new Error('#root is missing');
  createRoot(root).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
}

void start();

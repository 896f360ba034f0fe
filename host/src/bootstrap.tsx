import '@lyceum/ui';
import './app/shell.css';
import { loadRuntimeConfig } from '@lyceum/platform';
import { StrictMode, startTransition } from 'react';
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
  // Rendered as a transition: React yields to the browser every few milliseconds while it builds
  // the page, instead of holding the main thread for the whole first render.
  const reactRoot = createRoot(root);
  startTransition(() => {
    reactRoot.render(
      <StrictMode>
        <App />
      </StrictMode>,
    );
  });
}

void start();

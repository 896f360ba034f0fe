import '@lyceum/ui';
import './app/shell.css';
import { i18n, loadRuntimeConfig } from '@lyceum/platform';
import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './app/app';
import { canTakeOver, markTakenOver } from './app/take-over';
import { loadPages } from './features/federation/load-remote';
import { setupFederation } from './features/federation/setup-federation';
import { runHealthCheck } from './features/health/health-check';
import { registerHostResources } from './locales';

const app = (
  <StrictMode>
    <App />
  </StrictMode>
);

async function start(): Promise<void> {
  const config = await loadRuntimeConfig('/runtime-config.json');
  setupFederation(config);
  registerHostResources();
  void runHealthCheck();
  const root = document.getElementById('root');
  if (!root) throw new Error('#root is missing');
  if (canTakeOver(root)) {
    // A prerendered public page: the app takes it over in place, in one pass, once the public
    // remote's page is here (it starts loading now) and the page is idle or the visitor acts.
    // Until then the document answers alone: its links work, what is typed stays, and the
    // template's first script holds clicks on its buttons back for the app.
    const pageReady = loadPages('public').catch(() => undefined);
    const { takeOver } = await import('./app/take-over-page');
    takeOver(root, pageReady, () => {
      startTransition(() => {
        hydrateRoot(root, app);
      });
    });
    return;
  }
  // Any other page is rendered here. Rendered as a transition: React yields to the browser every
  // few milliseconds while it builds the page, instead of holding the main thread for the whole
  // first render.
  // A prerendered page's language was left as the document's until now.
  root.replaceChildren();
  document.documentElement.lang = i18n.language;
  markTakenOver();
  const reactRoot = createRoot(root);
  startTransition(() => {
    reactRoot.render(app);
  });
}

void start();

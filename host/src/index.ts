import { nextTask } from './app/next-task';

// Shared singletons are negotiated before any of them is imported: start asynchronously.
// The startup code runs in several tasks instead of one (the federation runtime's start in
// main.js, then React DOM, the router, i18next, the platform and the app), so the browser can
// paint and answer input between them.
async function start(): Promise<void> {
  await nextTask();
  await import('react-dom/client');
  await nextTask();
  await import('react-router-dom');
  await nextTask();
  await import('react-i18next');
  await nextTask();
  await import('@lyceum/platform');
  await nextTask();
  await import('./bootstrap');
}

void start();

import { createElement } from 'react';
import { createRoot } from 'react-dom/client';
import { loadRuntimeConfig } from '../config/runtime-config';
import { DevShell, type RemotePages } from './dev-shell';

export { DevShell, type RemotePages };

/** Mounts the dev shell on #root with the remote's pages. */
export async function startDevShell(pages: RemotePages): Promise<void> {
  await loadRuntimeConfig();
  const element = document.getElementById('root');
  if (!element) throw new Error('#root is missing');
  createRoot(element).render(createElement(DevShell, { pages }));
}

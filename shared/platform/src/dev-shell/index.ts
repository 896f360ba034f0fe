import { createElement } from 'react';
import { createRoot } from 'react-dom/client';
import { loadRuntimeConfig } from '../config/runtime-config';
import { DevShell, type DevShellContent, type RemotePages } from './dev-shell';

export { DevShell, type DevShellContent, type RemotePages };

/** Mounts the dev shell on #root with the remote's area or pages. */
export async function startDevShell(content: DevShellContent): Promise<void> {
  await loadRuntimeConfig();
  const element = document.getElementById('root');
  if (!element) throw new Error('#root is missing');
  createRoot(element).render(createElement(DevShell, { content }));
}

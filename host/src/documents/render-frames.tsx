import {
  PAGE_SLOT,
  PUBLIC_PAGES,
  publicPageUrls,
  type DocumentFrame,
  type LanguageCode,
} from '@lyceum/contracts/constants';
import { AuthProvider, i18n, setRuntimeConfig, type RuntimeConfig } from '@lyceum/platform';
import { prerender } from 'react-dom/static';
import { MemoryRouter } from 'react-router-dom';
import { AppRoutes } from '../app/app-routes';

/**
 * The host's markup at one public address, as the app renders it for a guest before the public
 * remote has answered: the top bar, the page's slot (PAGE_SLOT) in its boundary, the shell
 * around it. The same routes as the app's, so the browser's first render matches it.
 */
async function renderFrame(language: LanguageCode, path: string): Promise<DocumentFrame> {
  await i18n.changeLanguage(language);
  const { prelude } = await prerender(
    <MemoryRouter initialEntries={[path]}>
      <AuthProvider restore={false}>
        <AppRoutes />
      </AuthProvider>
    </MemoryRouter>,
  );
  const html = await new Response(prelude).text();
  if (html.split(PAGE_SLOT).length !== 2) {
    throw new Error(`The frame of ${path} does not hold the page's slot once`);
  }
  return { path, language, html };
}

/**
 * The frame of every public page's address in each of its languages (a token page's with its
 * route's `:token`), for the areas the runtime config mounts.
 */
export async function renderFrames(config: RuntimeConfig): Promise<DocumentFrame[]> {
  setRuntimeConfig(config);
  const frames: DocumentFrame[] = [];
  for (const page of PUBLIC_PAGES) {
    for (const [language, path] of Object.entries(publicPageUrls(page))) {
      frames.push(await renderFrame(language as LanguageCode, path));
    }
  }
  return frames;
}

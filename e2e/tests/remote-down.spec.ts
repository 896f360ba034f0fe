import { expect, test, type Page, type Route } from '@playwright/test';
import { newUser, signInViaUi, signUpViaApi, remoteOrigin } from './helpers';
import { localeText, SHELL, type Lang } from './texts';

// This project runs with the chat remote's server unreachable: the runtime config the host
// fetches at start points the chat remote at a port nothing listens on (as after a failed
// deploy), with no rebuild of the host.
const DEAD_CHAT = 'http://localhost:3993/mf-manifest.json';

async function pointChatAtDeadServer(page: Page): Promise<void> {
  await page.route('**/runtime-config.json', async (route) => {
    const response = await route.fetch();
    const config = (await response.json()) as {
      remotes: Record<string, { manifest: string }>;
    };
    config.remotes.chat = { ...config.remotes.chat!, manifest: DEAD_CHAT };
    await route.fulfill({ response, json: config });
  });
}

test('with the chat remote down the shell and the other areas keep working', async ({
  page,
  request,
}) => {
  await pointChatAtDeadServer(page);
  const user = newUser('resilient');
  await signUpViaApi(request, user);
  await signInViaUi(page, user);

  await page.getByRole('link', { name: 'Chat', exact: true }).click();
  await expect(page).toHaveURL(/\/chat$/);
  const panel = page.getByRole('alert').filter({ hasText: 'This area is unavailable' });
  await expect(panel).toBeVisible();
  await expect(panel.getByRole('button', { name: 'Retry' })).toBeVisible();

  // Top bar and sidebar still work, and so does another remote.
  await expect(page.getByRole('link', { name: 'Chat', exact: true })).toHaveAttribute(
    'aria-current',
    'page',
  );
  await page.getByTestId('language-select').selectOption('fr');
  await expect(page.getByRole('button', { name: 'Réessayer', exact: true })).toBeVisible();
  await page.getByTestId('language-select').selectOption('en');
  await page.getByRole('link', { name: 'Academy' }).click();
  await expect(page.getByRole('heading', { name: 'Flashcards Library', level: 1 })).toBeVisible();
  await page.goto('/about');
  await expect(page.getByRole('heading', { name: 'About Lyceum', level: 1 })).toBeVisible();
});

test('Retry loads the area once its remote answers again', async ({ page, request }) => {
  // The chat origin refuses connections until we let it through.
  let down = true;
  await page.route(`${remoteOrigin('chat')}/**`, (route) =>
    down ? route.abort('connectionrefused') : route.fallback(),
  );
  const user = newUser('again');
  await signUpViaApi(request, user);
  await signInViaUi(page, user);

  await page.goto('/chat');
  const retry = page.getByRole('button', { name: 'Retry', exact: true });
  await expect(retry).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Main navigation' })).toBeVisible();

  down = false;
  await retry.click();
  await expect(page.getByRole('heading', { name: 'Persona Chat', level: 1 })).toBeVisible();
});

const CHAT = remoteOrigin('chat');
/** The fallback's title and Retry button, in the host's words. */
const fallbackText = (lang: Lang) => ({
  title: localeText(SHELL, lang, 'remote.unavailableTitle'),
  retry: localeText(SHELL, lang, 'remote.retry'),
});
/** Never kept by the browser: once the route is gone, the next load fetches the real file. */
const NO_STORE = { 'cache-control': 'no-store' };
const answerStatus = (status: number) => (route: Route) =>
  route.fulfill({ status, headers: NO_STORE, contentType: 'text/plain', body: `HTTP ${status}` });
/** A script that fails to parse, as a truncated or corrupted upload would. */
const brokenScript = (route: Route) =>
  route.fulfill({
    status: 200,
    headers: NO_STORE,
    contentType: 'application/javascript',
    body: 'var lyceum_chat = {{ this is not JavaScript',
  });
const chatFile = (matches: (path: string) => boolean) => (url: URL) =>
  url.origin === CHAT && matches(url.pathname);

/** Ways the chat remote's files can fail while its server is up. */
const brokenFiles: Array<{
  name: string;
  files: (url: URL) => boolean;
  answer: (route: Route) => Promise<void>;
}> = [
  {
    name: 'its manifest answers 404',
    files: chatFile((path) => path === '/mf-manifest.json'),
    answer: answerStatus(404),
  },
  {
    name: 'its remoteEntry.js answers 500',
    files: chatFile((path) => path === '/remoteEntry.js'),
    answer: answerStatus(500),
  },
  {
    name: 'its remoteEntry.js has a syntax error',
    files: chatFile((path) => path === '/remoteEntry.js'),
    answer: brokenScript,
  },
  {
    name: 'its exposed chunk answers 404',
    files: chatFile((path) => path.startsWith('/__federation_expose_')),
    answer: answerStatus(404),
  },
  {
    name: 'its exposed chunk has a syntax error',
    files: chatFile((path) => path.startsWith('/__federation_expose_')),
    answer: brokenScript,
  },
];

for (const { name, files, answer } of brokenFiles) {
  test(`when ${name}, the chat area offers Retry, the rest works, and Retry recovers`, async ({
    page,
    request,
  }) => {
    await page.route(files, answer);
    const user = newUser('brokenfiles');
    await signUpViaApi(request, user);
    await signInViaUi(page, user);

    await page.goto('/chat');
    const en = fallbackText('en');
    const panel = page.getByRole('alert').filter({ hasText: en.title });
    await expect(panel).toBeVisible();
    const retry = panel.getByRole('button', { name: en.retry, exact: true });
    await expect(retry).toBeVisible();
    const fr = fallbackText('fr');
    await page.getByTestId('language-select').selectOption('fr');
    const panelFr = page.getByRole('alert').filter({ hasText: fr.title });
    await expect(panelFr.getByRole('button', { name: fr.retry, exact: true })).toBeVisible();
    await page.getByTestId('language-select').selectOption('en');

    // The shell and another remote's area still work.
    await expect(page.getByRole('navigation', { name: 'Main navigation' })).toBeVisible();
    await page.getByRole('link', { name: 'Academy' }).click();
    await expect(page.getByRole('heading', { name: 'Flashcards Library', level: 1 })).toBeVisible();
    await page.getByRole('link', { name: 'Chat', exact: true }).click();
    await expect(retry).toBeVisible();

    // The files are served again: Retry loads the area without a reload.
    await page.unroute(files, answer);
    await retry.click();
    await expect(page.getByRole('heading', { name: 'Persona Chat', level: 1 })).toBeVisible();
    await expect(panel).toHaveCount(0);
  });
}

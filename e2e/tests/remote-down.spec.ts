import { expect, test, type Page } from '@playwright/test';
import { newUser, signInViaUi, signUpViaApi, remoteOrigin } from './helpers';

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

import { sitePath } from '@lyceum/contracts/constants';
import { expectNoAxeViolations } from './axe';
import { expect, test, type Page } from '@playwright/test';
import { API, HOST, newUser, type TestUser } from './helpers';
import type { Lang } from './texts';

async function signedIn(page: Page, prefix: string): Promise<TestUser> {
  const user = newUser(prefix);
  expect((await page.request.post(`${API}/api/signup`, { data: user })).status()).toBe(201);
  await page.goto(sitePath('signIn'));
  await page.getByLabel('Username or email', { exact: true }).fill(user.username);
  await page.getByLabel('Password', { exact: true }).fill(user.password);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  await expect(page).toHaveURL(`${HOST}/`);
  return user;
}

test('a language change the server refuses is not applied, and says why', async ({ page }) => {
  await signedIn(page, 'langfail');
  await page.route('**/api/users/me/language', (route) =>
    route.fulfill({ status: 500, contentType: 'application/json', body: '{}' }),
  );
  await page.getByTestId('language-select').first().selectOption('fr');
  await expect(page.getByRole('alert')).toContainText(
    'Failed to update language preference. Please try again.',
  );
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  expect(await page.evaluate(() => localStorage.getItem('preferred_language'))).not.toBe('fr');

  await page.unroute('**/api/users/me/language');
  await page.getByTestId('language-select').first().selectOption('fr');
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
});

test('every signed-in page shows the brand, the language menu and one user menu', async ({
  page,
}) => {
  await signedIn(page, 'chrome');
  for (const [path, title] of [
    ['/', null],
    ['/settings', 'Settings — Lyceum'],
    ['/flashcards', 'Flashcards Library — Lyceum'],
    ['/chat', null],
  ] as const) {
    await page.goto(path);
    await expect(page.getByTestId('user-menu')).toHaveCount(1);
    await expect(page.getByRole('link', { name: /^Lyceum\b/ }).first()).toBeVisible();
    await expect(page.getByTestId('language-select').first()).toBeVisible();
    await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
    if (title) await expect(page).toHaveTitle(title);
  }
});

test('Escape closes the user menu and gives the focus back to its button', async ({ page }) => {
  await signedIn(page, 'escape');
  const menu = page.getByTestId('user-menu');
  const trigger = menu.getByRole('button').first();
  await trigger.focus();
  await page.keyboard.press('Enter');
  await expect(trigger).toHaveAttribute('aria-expanded', 'true');
  await page.keyboard.press('Tab');
  await page.keyboard.press('Escape');
  await expect(trigger).toHaveAttribute('aria-expanded', 'false');
  await expect(trigger).toBeFocused();

  await trigger.click();
  await expect(trigger).toHaveAttribute('aria-expanded', 'true');
  await page.mouse.click(900, 600);
  await expect(trigger).toHaveAttribute('aria-expanded', 'false');
});

test('signing out in one tab signs out the others', async ({ page, context }) => {
  await signedIn(page, 'tabs');
  const other = await context.newPage();
  await other.goto('/settings');
  await expect(other).toHaveURL(`${HOST}/settings`);
  await page.getByTestId('user-menu').getByRole('button').first().click();
  await page.getByRole('button', { name: 'Sign Out' }).click();
  await expect(other).toHaveURL(/\/signin/);
});

for (const lang of ['en', 'fr'] as const satisfies Lang[]) {
  test(`in ${lang}, the early-access forms' results are readable (axe on each state)`, async ({
    page,
  }) => {
    await page.goto(lang === 'fr' ? '/fr' : '/');
    await expect(page.locator('html')).toHaveAttribute('lang', lang);
    const final = page.locator('section.landing-final');
    const input = final.getByRole('textbox');
    const send = final.getByRole('button');

    await page.route('**/api/newsletter/subscribe', (route) =>
      route.fulfill({
        status: 201,
        contentType: 'application/json',
        body: JSON.stringify({ outcome: 'created', message: 'ok', email: 'a@lyceum.test' }),
      }),
    );
    await input.fill('reader@lyceum.test');
    await send.click();
    await expect(final.getByRole('status')).toBeVisible();
    await final.scrollIntoViewIfNeeded();
    await expectNoAxeViolations(page);

    await page.unroute('**/api/newsletter/subscribe');
    await page.route('**/api/newsletter/subscribe', (route) =>
      route.fulfill({
        status: 429,
        contentType: 'application/json',
        body: JSON.stringify({
          detail: 'Too many subscription attempts. Please try again later.',
          code: 'newsletter.too_many_attempts',
        }),
      }),
    );
    await input.fill('reader@lyceum.test');
    await send.click();
    await expect(final.getByRole('alert')).toBeVisible();
    await expectNoAxeViolations(page);
  });
}

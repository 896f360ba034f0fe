import {
  CHECKPOINT_METADATA_EXTENSION,
  CHECKPOINT_SNAPSHOT_EXTENSION,
  errorDetail,
  sitePath,
  type ErrorCode,
} from '@lyceum/contracts/constants';
import { expectNoAxeViolations } from './axe';
import { expect, test, type Page } from '@playwright/test';
import {
  ADMIN,
  API,
  HOST,
  newUser,
  preferLanguage,
  signInViaUi,
  signUpVerified,
  type TestUser,
} from './helpers';
import { errorText, LIBRARY, localeText, PROGRESS, VECTOR_DB, type Lang } from './texts';

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

const BACK_OFFICE = { folder: 'remote-backoffice', file: 'backoffice' };
const CHECKPOINT = { folder: 'remote-backoffice', file: 'vector-db-import' };

/** A refusal with the API's body: `{detail, code}`. */
const refusal = (status: number, code: ErrorCode) => ({
  status,
  contentType: 'application/json',
  body: JSON.stringify({ detail: errorDetail(code), code }),
});

for (const lang of ['en', 'fr'] as const satisfies Lang[]) {
  test.describe(`this worker's shared admin, in ${lang}`, () => {
    // The French run leaves French on the account: the journeys after it expect English.
    test.afterEach(async ({ request }) => preferLanguage(request, ADMIN, 'en'));

    test(`in ${lang}, a 401 on a back-office call keeps the admin and the wizard; a refused session ends`, async ({
      page,
      request,
    }) => {
      await signUpVerified(page, request, ADMIN);
      await signInViaUi(page, ADMIN);
      // The prefix sets the shared admin's language (English again after the test).
      await page.goto(`/${lang}/back-office`);
      await page
        .getByRole('button', { name: localeText(BACK_OFFICE, lang, 'tools.vectorDb.open') })
        .click();
      await page
        .getByRole('button', { name: localeText(VECTOR_DB, lang, 'overview.import') })
        .click();
      const files = [CHECKPOINT_SNAPSHOT_EXTENSION, CHECKPOINT_METADATA_EXTENSION] as const;
      for (const [key, extension] of [
        ['snapshot', files[0]],
        ['metadata', files[1]],
      ] as const) {
        await page
          .getByLabel(localeText(CHECKPOINT, lang, `files.${key}`, { extension }))
          .setInputFiles({
            name: `demo${extension}`,
            mimeType: 'text/plain',
            buffer: Buffer.from('x'),
          });
      }
      const validate = page.getByRole('button', {
        name: localeText(CHECKPOINT, lang, 'files.validate'),
      });

      // The call is refused, the session is not: the admin stays, with the files chosen.
      await page.route('**/api/admin/vector-db/validate-checkpoint', (route) =>
        route.fulfill(refusal(401, 'auth.not_authenticated')),
      );
      await validate.click();
      await expect(page.getByRole('alert')).toHaveText(localeText(VECTOR_DB, lang, 'errors.auth'));
      await expect(page).toHaveURL(`${HOST}/back-office`);
      await expect(page.getByText(`demo${CHECKPOINT_SNAPSHOT_EXTENSION}`).first()).toBeVisible();
      expect(await page.evaluate(() => localStorage.getItem('access_token'))).toBeTruthy();

      // The session itself refused: signed out.
      await page.route('**/api/users/me', (route) =>
        route.fulfill(refusal(401, 'auth.session_invalid')),
      );
      await validate.click();
      await expect.poll(() => page.evaluate(() => localStorage.getItem('access_token'))).toBeNull();
      await expect(page.getByTestId('user-menu')).toHaveCount(0);
    });
  });

  test(`in ${lang}, the library list and the progress chart show the server's reason at once`, async ({
    page,
  }) => {
    await signedIn(page, 'reason');
    if (lang === 'fr') {
      // The account's language is French once saved: the page loaded next starts in it.
      const saved = page.waitForResponse('**/api/users/me/language');
      await page.goto('/fr/flashcards');
      await saved;
    }
    let listCalls = 0;
    await page.route('**/api/flashcards?*', (route) => {
      listCalls += 1;
      return route.fulfill(refusal(503, 'service.unavailable'));
    });
    await page.route('**/api/learning-sessions/stats?*', (route) =>
      route.fulfill(refusal(429, 'rate_limited')),
    );
    let firstCall = 0;
    page.on('request', (sent) => {
      if (!firstCall && /\/api\/flashcards\?/.test(sent.url())) firstCall = Date.now();
    });
    await page.goto('/flashcards');
    const list = localeText(LIBRARY, lang, 'errors.fetch', {
      message: errorText('service.unavailable', lang),
    });
    const chart = localeText(PROGRESS, lang, 'error', { message: errorText('rate_limited', lang) });
    await expect(page.getByRole('alert').filter({ hasText: list })).toBeVisible();
    await expect(page.getByRole('alert').filter({ hasText: chart })).toBeVisible();
    // A 5xx is tried once more, a 4xx never, and the failure shows within 2 s of the first try.
    expect(Date.now() - firstCall).toBeLessThan(2000);
    expect(listCalls).toBe(2);
  });
}

import { expect, test, type Page } from '@playwright/test';
import { HOST, languageStored, newUser, signInViaUi, signUpViaApi } from './helpers';
import { ACADEMY, CHAT, localeText, type Lang } from './texts';

/** The page in `lang`: the document's language, its heading, and the stored preference. */
async function expectIn(page: Page, lang: Lang, heading: string) {
  await expect(page.locator('html')).toHaveAttribute('lang', lang);
  await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('preferred_language'))).toBe(lang);
}

test('an unsupported prefix is stripped, keeping query and hash', async ({ page }) => {
  await page.goto('/de/about?ref=x#team');
  await expect(page).toHaveURL(`${HOST}/about?ref=x#team`);
});

test('/fr adopts French when nothing is stored; a stored preference wins afterwards', async ({
  page,
}) => {
  await page.goto('/fr/about');
  await expect(page.getByRole('heading', { name: 'À propos de Lyceum', level: 1 })).toBeVisible();
  await languageStored(page, 'fr');

  await page.getByTestId('language-select').selectOption('en');
  await expect(page).toHaveURL(`${HOST}/about`);
  await expect(page.getByRole('heading', { name: 'About Lyceum', level: 1 })).toBeVisible();

  // Opened at its French address, the page goes to its version in the stored language.
  await page.goto('/fr/faq');
  await expect(page).toHaveURL(`${HOST}/faq`);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
});

test('unknown paths go home', async ({ page }) => {
  await page.goto('/no/such/page');
  await expect(page).toHaveURL(`${HOST}/`);
});

test('signed in, /fr/flashcards opens the Academy in French and /en/… back in English', async ({
  page,
  request,
}) => {
  const user = newUser('prefix');
  await signUpViaApi(request, user);
  // Signed in in English: the account's preference is English.
  await signInViaUi(page, user);

  const saved = page.waitForResponse('**/api/users/me/language');
  await page.goto('/fr/flashcards');
  await expect(page).toHaveURL(`${HOST}/flashcards`);
  expect((await saved).ok()).toBe(true);
  await expectIn(page, 'fr', localeText(ACADEMY, 'fr', 'library.title'));
  // Saved on the account as well: the next visit starts in French.
  await page.reload();
  await expectIn(page, 'fr', localeText(ACADEMY, 'fr', 'library.title'));

  await page.goto('/en/flashcards/import');
  await expect(page).toHaveURL(`${HOST}/flashcards/import`);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');

  // `/fr` is the signed-in home in French, not the public landing in the stored language.
  await page.goto('/fr');
  await expect(page).toHaveURL(`${HOST}/`);
  await expectIn(page, 'fr', localeText(CHAT, 'fr', 'discover.title'));
});

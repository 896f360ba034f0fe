import { sitePath } from '@lyceum/contracts/constants';
import { expectNoAxeViolations } from './axe';
import { expect, test, type Browser, type Page } from '@playwright/test';
import { API, HOST, newUser, type TestUser } from './helpers';
import { latestEmailTo, linkPath } from './outbox';
import { AUTH, SETTINGS, errorText, localeText, type Lang } from './texts';

/** A browser of its own (no session), whose interface starts in `lang`. */
async function freshPage(browser: Browser, lang: Lang, width: number): Promise<Page> {
  const context = await browser.newContext({
    baseURL: HOST,
    viewport: { width, height: 900 },
  });
  await context.addInitScript((language) => {
    if (!localStorage.getItem('preferred_language')) {
      localStorage.setItem('preferred_language', language);
    }
  }, lang);
  return context.newPage();
}

const NEW_PASSWORD = 'quiet-harbour-lantern-81';

// Every test makes its own account: they spread over the workers.
test.describe.configure({ mode: 'parallel' });

for (const { lang, width } of [
  { lang: 'en', width: 1280 },
  { lang: 'fr', width: 390 },
  { lang: 'en', width: 390 },
  { lang: 'fr', width: 1280 },
] as const) {
  const auth = (key: string, values?: Record<string, string>) =>
    localeText(AUTH, lang, key, values);
  const settings = (key: string, values?: Record<string, string>) =>
    localeText(SETTINGS, lang, key, values);

  async function createAccount(page: Page, prefix: string): Promise<TestUser> {
    const user = newUser(prefix);
    const response = await page.request.post(`${API}/api/signup`, {
      data: { ...user, language: lang },
    });
    expect(response.status()).toBe(201);
    return user;
  }

  async function signIn(page: Page, login: string, password: string) {
    await page.getByLabel(auth('signIn.username'), { exact: true }).fill(login);
    await page.getByLabel(auth('signIn.password'), { exact: true }).fill(password);
    await page.getByRole('button', { name: auth('signIn.submit'), exact: true }).click();
  }

  const section = (page: Page, title: string) =>
    page.locator('section').filter({ has: page.getByRole('heading', { name: title }) });

  test.describe(`accounts in ${lang} at ${width} px`, () => {
    test('forgot password: the e-mailed link sets a new one and ends every other session', async ({
      browser,
    }) => {
      // Two browsers, eleven pages and six accessibility scans: the longest journey here.
      test.setTimeout(90_000);
      const page = await freshPage(browser, lang, width);
      const user = await createAccount(page, `reset${lang}`);

      // A session opened before the reset, in another browser.
      const other = await freshPage(browser, lang, width);
      await other.goto(sitePath('signIn'));
      await signIn(other, user.username, user.password);
      await expect(other).toHaveURL(`${HOST}/`);

      await page.goto(sitePath('signIn'));
      await page.getByRole('link', { name: auth('signIn.forgot') }).click();
      await expect(page).toHaveURL(/\/forgot-password/);
      await expect(page).toHaveTitle(`${auth('forgot.title')} — Lyceum`);
      await page.getByLabel(auth('forgot.email'), { exact: true }).fill(user.email);
      await page.getByRole('button', { name: auth('forgot.submit') }).click();
      await expect(page.getByText(auth('forgot.sent'))).toBeVisible();
      await expectNoAxeViolations(page);

      const link = linkPath(await latestEmailTo(user.email, 'reset-password'), 'reset-password');
      expect(link).toMatch(new RegExp(`^/reset-password/[\\w-]+\\?lang=${lang}$`));
      await page.goto(link);
      await page.getByLabel(auth('reset.password'), { exact: true }).fill(NEW_PASSWORD);
      await page.getByLabel(auth('reset.confirmPassword'), { exact: true }).fill(NEW_PASSWORD);
      await expectNoAxeViolations(page);
      await page.getByRole('button', { name: auth('reset.submit') }).click();
      await expect(page.getByText(auth('reset.success'))).toBeVisible();
      await expectNoAxeViolations(page);

      // The link worked once.
      await page.goto(link);
      await page.getByLabel(auth('reset.password'), { exact: true }).fill(NEW_PASSWORD);
      await page.getByLabel(auth('reset.confirmPassword'), { exact: true }).fill(NEW_PASSWORD);
      await page.getByRole('button', { name: auth('reset.submit') }).click();
      await expect(page.getByRole('link', { name: auth('reset.newLink') })).toBeVisible();

      // The session opened before is refused: back to sign-in with the reason, then back here.
      await other.goto('/settings');
      await expect(other).toHaveURL(`${HOST}/signin?next=%2Fsettings`);
      await expect(other.getByText(auth('signIn.expired'))).toBeVisible();
      await expectNoAxeViolations(other);
      await signIn(other, user.username, user.password);
      await expect(other.getByText(errorText('auth.invalid_credentials', lang))).toBeVisible();
      await signIn(other, user.username, NEW_PASSWORD);
      await expect(other).toHaveURL(`${HOST}/settings`);
      await expect(other).toHaveTitle(`${settings('title')} — Lyceum`);
    });

    test('change of e-mail address: confirmed by the link sent to the new address', async ({
      browser,
    }) => {
      const page = await freshPage(browser, lang, width);
      const user = await createAccount(page, `email${lang}`);
      const newEmail = `moved_${user.username}@lyceum.test`;
      await page.goto('/signin?next=%2Fsettings');
      await signIn(page, user.username, user.password);
      await expect(page).toHaveURL(`${HOST}/settings`);

      const form = section(page, settings('changeEmail.section'));
      await form.getByLabel(settings('changeEmail.new'), { exact: true }).fill(newEmail);
      await form.getByLabel(settings('changeEmail.password'), { exact: true }).fill(user.password);
      await form.getByRole('button', { name: settings('changeEmail.submit') }).click();
      await expect(page.getByText(settings('changeEmail.sent', { email: newEmail }))).toBeVisible();
      await expectNoAxeViolations(page);

      const link = linkPath(await latestEmailTo(newEmail, 'confirm-email'), 'confirm-email');
      await page.goto(link);
      await expect(
        page.getByRole('heading', { name: auth('confirmEmail.successTitle') }),
      ).toBeVisible();
      await expect(
        page.getByText(auth('confirmEmail.successText', { email: newEmail })),
      ).toBeVisible();
      await expectNoAxeViolations(page);

      // The new address signs in; the settings show it.
      const signInWithNew = await page.request.post(`${API}/api/signin`, {
        form: { username: newEmail, password: user.password },
      });
      expect(signInWithNew.status()).toBe(200);
      await page.goto('/settings');
      await expect(page.getByLabel(settings('email'), { exact: true })).toHaveValue(newEmail);
    });

    test('deleting the account signs out and its sign-in is refused', async ({ browser }) => {
      const page = await freshPage(browser, lang, width);
      const user = await createAccount(page, `delete${lang}`);
      await page.goto('/signin?next=%2Fsettings');
      await signIn(page, user.username, user.password);
      await expect(page).toHaveURL(`${HOST}/settings`);

      const danger = section(page, settings('deleteAccount.section'));
      await danger.getByRole('button', { name: settings('deleteAccount.open') }).click();
      const dialog = page.getByRole('dialog', { name: settings('deleteAccount.dialogTitle') });
      await expect(dialog).toBeVisible();
      await dialog
        .getByLabel(settings('deleteAccount.password'), { exact: true })
        .fill('not-it-at-all');
      await dialog.getByRole('button', { name: settings('deleteAccount.confirm') }).click();
      await expect(dialog.getByRole('alert')).toBeVisible();
      await expectNoAxeViolations(page);
      await dialog
        .getByLabel(settings('deleteAccount.password'), { exact: true })
        .fill(user.password);
      await dialog.getByRole('button', { name: settings('deleteAccount.confirm') }).click();

      await expect(page.getByText(settings('deleteAccount.deleted'))).toBeVisible();
      expect(await page.evaluate(() => localStorage.getItem('access_token'))).toBeNull();
      // Signed out, on the public home in the account's language.
      await expect(page).toHaveURL(`${HOST}${lang === 'fr' ? '/fr' : '/'}`);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expectNoAxeViolations(page);

      const refused = await page.request.post(`${API}/api/signin`, {
        form: { username: user.username, password: user.password },
      });
      expect(refused.status()).toBe(401);
    });
  });
}

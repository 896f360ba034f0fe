import { sitePath } from '@lyceum/contracts/constants';
import { expect, test, type Browser, type BrowserContext } from '@playwright/test';
import { API, HOST, newUser } from './helpers';
import { AUTH, localeText, type Lang } from './texts';

/** The contexts a test opened, closed after it so no page of it runs on during the next. */
const opened: BrowserContext[] = [];

/** Closes, after each test of the file that calls it, the contexts `learnerPage` opened. */
export function closeLearnerContexts(): void {
  test.afterEach(async () => {
    await Promise.all(opened.splice(0).map((context) => context.close()));
  });
}

/** A signed-in learner of its own, in a browser whose interface is in `lang`. */
export async function learnerPage(browser: Browser, lang: Lang, width: number, prefix = 'cards') {
  const user = newUser(`${prefix}${lang}`);
  const context = await browser.newContext({ baseURL: HOST, viewport: { width, height: 900 } });
  opened.push(context);
  await context.addInitScript((language) => {
    if (!localStorage.getItem('preferred_language')) {
      localStorage.setItem('preferred_language', language);
    }
  }, lang);
  const page = await context.newPage();
  const signup = await page.request.post(`${API}/api/signup`, {
    data: { ...user, language: lang },
  });
  expect(signup.status()).toBe(201);
  const signin = await page.request.post(`${API}/api/signin`, {
    form: { username: user.username, password: user.password },
  });
  const { access_token: token } = (await signin.json()) as { access_token: string };
  await page.goto(sitePath('signIn'));
  await page
    .getByLabel(localeText(AUTH, lang, 'signIn.username'), { exact: true })
    .fill(user.username);
  await page
    .getByLabel(localeText(AUTH, lang, 'signIn.password'), { exact: true })
    .fill(user.password);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(`${HOST}/`);
  return { page, token };
}

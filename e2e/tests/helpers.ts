import { sitePath } from '@lyceum/contracts/constants';
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { frontEnd, localOrigin, readApps } from '@lyceum/build/apps';
import { verificationLinkFor } from './outbox';

/** Where the journeys find each app: the ports of apps.json on this machine. */
export const API = localOrigin(readApps().api.port);
export const HOST = localOrigin(frontEnd('host').port);
export const remoteOrigin = (remote: string) => localOrigin(frontEnd(remote).port);
export interface TestUser {
  username: string;
  email: string;
  password: string;
}

/** How many journeys run at once, each worker with its own accounts (PW_WORKERS overrides). */
export const WORKERS = Number(process.env.PW_WORKERS ?? 2);
/** This worker's number, 0 to WORKERS - 1 (0 outside a worker). */
const workerIndex = Number(process.env.TEST_PARALLEL_INDEX ?? 0);

// Long and unpredictable enough for the password rules (no common words alone).
const PASSWORD = 'correct-horse-42';

const adminOf = (index: number): TestUser => ({
  username: `admin_e2e_${index}`,
  email: `admin-e2e-${index}@lyceum.test`,
  password: PASSWORD,
});
/**
 * This worker's administrator, shared by its journeys: an ADMIN_EMAILS address, made admin once
 * verified. Each worker has its own, so no journey waits on another worker's verification.
 */
export const ADMIN = adminOf(workerIndex);
/** A second ADMIN_EMAILS address, for the journey that watches the role arrive on verification. */
export const LATE_ADMIN_EMAIL = 'late-admin-e2e@lyceum.test';
/** The API's ADMIN_EMAILS in the journeys. */
export const ADMIN_EMAILS = [
  ...Array.from({ length: WORKERS }, (_, index) => adminOf(index).email),
  LATE_ADMIN_EMAIL,
];

let counter = 0;

export function newUser(prefix: string, email?: string): TestUser {
  counter += 1;
  // Unique across workers: two workers may create a user in the same millisecond.
  const id = `${Date.now().toString(36)}w${workerIndex}n${counter}`;
  return {
    username: `${prefix}_${id}`,
    email: email ?? `${prefix}_${id}@lyceum.test`,
    password: PASSWORD,
  };
}

/**
 * Creates the account through the API (for tests whose subject is not sign-up). True when it was
 * created now, false when it already existed (the admin account is shared between tests).
 */
export async function signUpViaApi(request: APIRequestContext, user: TestUser): Promise<boolean> {
  const response = await request.post(`${API}/api/signup`, { data: user });
  expect([201, 400]).toContain(response.status());
  return response.status() === 201;
}

/** Follows the newest verification link sent to `email`, in the browser, as its owner would. */
export async function verifyEmailViaLink(page: Page, email: string): Promise<void> {
  await page.goto(await verificationLinkFor(email));
  await expect(page.getByRole('heading', { name: 'E-mail address confirmed' })).toBeVisible();
}

/**
 * An account whose address is confirmed: what an ADMIN_EMAILS address needs before it is made
 * admin. An account that already existed was confirmed by the test that created it.
 */
export async function signUpVerified(
  page: Page,
  request: APIRequestContext,
  user: TestUser,
): Promise<void> {
  if (await signUpViaApi(request, user)) await verifyEmailViaLink(page, user.email);
}

export async function signInViaUi(page: Page, user: TestUser): Promise<void> {
  await page.goto(sitePath('signIn'));
  await page.getByLabel('Username or email').fill(user.username);
  await page.getByLabel('Password', { exact: true }).fill(user.password);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  await expect(page).toHaveURL(`${HOST}/`);
  await expect(page.getByRole('navigation', { name: 'Main navigation' })).toBeVisible();
}

/**
 * Stores `lang` as the account's language (signed in through the API), so the next sign-in in a
 * browser starts in it.
 */
export async function preferLanguage(
  request: APIRequestContext,
  user: TestUser,
  lang: 'en' | 'fr',
): Promise<void> {
  const signIn = await request.post(`${API}/api/signin`, {
    form: { username: user.username, password: user.password },
  });
  expect(signIn.ok()).toBe(true);
  const { access_token: token } = (await signIn.json()) as { access_token: string };
  const saved = await request.patch(`${API}/api/users/me/language`, {
    headers: { authorization: `Bearer ${token}` },
    data: { preferred_language: lang },
  });
  expect(saved.ok()).toBe(true);
}

/**
 * Waits until the page has stored `lang` as the visitor's language. A prerendered public page
 * reads at once; the app, which stores the language its address names, takes it over a moment
 * later: navigating on sooner would leave nothing stored.
 */
export async function languageStored(page: Page, lang: 'en' | 'fr'): Promise<void> {
  await expect
    .poll(() => page.evaluate(() => localStorage.getItem('preferred_language')))
    .toBe(lang);
}

import { expect, type APIRequestContext, type Page } from '@playwright/test';

export const API = 'http://localhost:8000';
export const ADMIN_EMAIL = 'admin-e2e@lyceum.test';

export interface TestUser {
  username: string;
  email: string;
  password: string;
}

let counter = 0;

export function newUser(prefix: string, email?: string): TestUser {
  counter += 1;
  const id = `${Date.now().toString(36)}${counter}`;
  return {
    username: `${prefix}_${id}`,
    email: email ?? `${prefix}_${id}@lyceum.test`,
    password: 'correct-horse-42',
  };
}

/** Creates the account through the API (for tests whose subject is not sign-up). */
export async function signUpViaApi(request: APIRequestContext, user: TestUser): Promise<void> {
  const response = await request.post(`${API}/api/signup`, { data: user });
  // 400 = already registered (the admin account is shared between tests).
  expect([201, 400]).toContain(response.status());
}

export async function signInViaUi(page: Page, user: TestUser): Promise<void> {
  await page.goto('/signin');
  await page.getByLabel('Username or email').fill(user.username);
  await page.getByLabel('Password').fill(user.password);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  await expect(page).toHaveURL('http://localhost:3000/');
  await expect(page.getByRole('navigation', { name: 'Main navigation' })).toBeVisible();
}

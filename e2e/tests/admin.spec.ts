import { expect, test } from '@playwright/test';
import { ADMIN, newUser, signInViaUi, signUpVerified, signUpViaApi, remoteOrigin } from './helpers';

const BACKOFFICE_ORIGIN = remoteOrigin('backoffice');

test('an admin sees Back Office in both menus and opens the back-office remote', async ({
  page,
  request,
}) => {
  const admin = ADMIN;
  // An ADMIN_EMAILS address is made admin only once its owner has followed the e-mailed link.
  await signUpVerified(page, request, admin);
  await signInViaUi(page, admin);

  await page.getByRole('button', { name: /Online/ }).click();
  await expect(page.getByRole('link', { name: 'Back Office' })).toBeVisible();

  await page.goto('/flashcards');
  await page.getByTestId('user-menu').hover();
  await page.getByTestId('user-menu').getByRole('link', { name: 'Back Office' }).click();
  await expect(page).toHaveURL(/\/back-office$/);
  await expect(page.getByRole('heading', { name: 'Back Office', level: 1 })).toBeVisible();

  await page.getByTestId('language-select').selectOption('fr');
  await expect(page.getByRole('heading', { name: 'Back-office', level: 1 })).toBeVisible();
  await page.getByTestId('language-select').selectOption('en');
});

test('a learner gets Access Denied and never downloads the back-office remote', async ({
  page,
  request,
}) => {
  const requested: string[] = [];
  page.on('request', (req) => {
    if (req.url().startsWith(BACKOFFICE_ORIGIN)) requested.push(req.url());
  });
  const learner = newUser('learner');
  await signUpViaApi(request, learner);
  await signInViaUi(page, learner);

  await page.getByRole('button', { name: /Online/ }).click();
  await expect(page.getByRole('link', { name: 'Settings', exact: true })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Back Office' })).toHaveCount(0);

  await page.goto('/back-office');
  await expect(page.getByRole('heading', { name: 'Access Denied' })).toBeVisible();
  await expect(page.getByText('Admin privileges are required to access this page.')).toBeVisible();
  // Visit every other area too: none of them may pull the back office in.
  for (const path of ['/chat', '/flashcards', '/settings', '/about']) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  }
  expect(requested).toEqual([]);
});

test('a guest at /back-office is asked to sign in, without the remote being requested', async ({
  page,
}) => {
  const requested: string[] = [];
  page.on('request', (req) => {
    if (req.url().startsWith(BACKOFFICE_ORIGIN)) requested.push(req.url());
  });
  await page.goto('/back-office');
  await expect(page.getByRole('heading', { name: 'Authentication Required' })).toBeVisible();
  await expect(page.getByText('Please sign in to access this page.')).toBeVisible();
  expect(requested).toEqual([]);
});

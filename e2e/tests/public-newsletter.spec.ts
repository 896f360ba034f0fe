import { expect, test } from '@playwright/test';
import { latestEmailTo, linkPath } from './outbox';
import { uniqueEmail } from './public-helpers';
import { HOST } from './helpers';

test('subscribe, confirm from the e-mail, then unsubscribe with a reason', async ({ page }) => {
  const address = uniqueEmail('journey');
  await page.goto('/landing');
  const form = page.getByRole('form', { name: 'Early access sign-up', exact: true });
  await form.getByRole('textbox').fill(address);
  await form.getByRole('button').click();
  await expect(form.getByRole('status')).toContainText('Please check your inbox');

  // Subscribing again resends the confirmation.
  await form.getByRole('textbox').fill(address);
  await form.getByRole('button').click();
  await expect(form.getByRole('status')).toContainText('resent');

  const confirmation = await latestEmailTo(address);
  await page.goto(linkPath(confirmation, 'confirm'));
  await expect(page.getByRole('heading', { name: 'Subscription confirmed' })).toBeVisible();
  await expect(page.getByText(address)).toBeVisible();
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Already confirmed' })).toBeVisible();

  // A confirmed address is reported as already subscribed.
  await page.goto('/landing');
  const again = page.getByRole('form', { name: 'Early access sign-up', exact: true });
  await again.getByRole('textbox').fill(address);
  await again.getByRole('button').click();
  await expect(again.getByRole('alert')).toHaveText('This email is already subscribed.');

  await page.goto(linkPath(await latestEmailTo(address), 'unsubscribe'));
  await expect(
    page.getByText(`Do you want to stop receiving e-mails at ${address}?`),
  ).toBeVisible();
  await page.getByRole('button', { name: 'Tell us why first (optional)' }).click();
  await page.getByLabel('Other').check();
  await page.getByLabel('Please tell us more').fill('Reading Montaigne offline now');
  await page.getByRole('button', { name: 'Unsubscribe', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'You have been unsubscribed' })).toBeVisible();
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Already unsubscribed' })).toBeVisible();
  await page.getByRole('link', { name: 'Back to the home page' }).click();
  await expect(page).toHaveURL(new RegExp(`^${HOST}/$`));
});

test('an invalid confirmation link says so', async ({ page }) => {
  await page.goto('/confirm/not-a-real-token-000000000000');
  await expect(page.getByRole('heading', { name: 'Invalid Confirmation Link' })).toBeVisible();
  await page.goto('/unsubscribe/not-a-real-token-000000000000');
  await expect(page.getByRole('alert')).toHaveText('Invalid unsubscribe link');
});

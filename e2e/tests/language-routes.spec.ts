import { expect, test } from '@playwright/test';
import { HOST } from './helpers';

test('an unsupported prefix is stripped, keeping query and hash', async ({ page }) => {
  await page.goto('/de/about?ref=x#team');
  await expect(page).toHaveURL(`${HOST}/about?ref=x#team`);
});

test('/fr adopts French when nothing is stored; a stored preference wins afterwards', async ({
  page,
}) => {
  await page.goto('/fr/about');
  await expect(page.getByRole('heading', { name: 'À propos de Lyceum', level: 1 })).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('preferred_language'))).toBe('fr');

  await page.getByTestId('language-select').selectOption('en');
  await expect(page).toHaveURL(`${HOST}/about`);
  await expect(page.getByRole('heading', { name: 'About Lyceum', level: 1 })).toBeVisible();

  await page.goto('/fr/faq');
  await expect(page).toHaveURL(`${HOST}/en/faq`);
});

test('unknown paths go home', async ({ page }) => {
  await page.goto('/no/such/page');
  await expect(page).toHaveURL(`${HOST}/`);
});

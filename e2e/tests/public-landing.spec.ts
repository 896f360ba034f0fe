import { expect, test } from '@playwright/test';
import { uniqueEmail } from './public-helpers';

test.describe('public landing page', () => {
  for (const [path, language] of [
    ['/landing', 'en'],
    ['/fr', 'fr'],
  ] as const) {
    test(`cycles the hero and subscribes from the first form (${language})`, async ({ page }) => {
      await page.goto(path);
      const typed = page.getByTestId('hero-typed');
      const first = language === 'en' ? 'Pause' : 'Mettre en pause les';
      await expect(typed).toHaveText(first);
      // The app, and the animation with it, starts at the visitor's first input.
      await page.mouse.move(10, 10);
      // Pause, delete, type the next verb: the text changes without any action.
      await expect(typed).not.toHaveText(first);
      await expect(typed).toHaveText(language === 'en' ? 'Watch' : 'Regarder les');
      await expect(page.locator('.landing-hero__object')).toHaveText(
        language === 'en' ? 'Books' : 'livres',
      );

      const form = page.getByRole('form').first();
      const email = form.getByRole('textbox');
      await email.fill(uniqueEmail(`landing-${language}`));
      await form.getByRole('button').click();
      await expect(form.getByRole('status')).toContainText(
        language === 'en' ? 'Please check your inbox' : 'Consultez votre boîte de réception',
      );
      await expect(email).toHaveValue('');
    });
  }

  test('the second form reports an already confirmed address and a missing one', async ({
    page,
  }) => {
    await page.goto('/landing');
    const form = page.getByRole('form', { name: 'Early access sign-up, final section' });
    await form.getByRole('button').click();
    await expect(form.getByRole('alert')).toHaveText('Please enter your email address');
  });

  test('the statement button and the Web App badge scroll to the forms', async ({ page }) => {
    await page.goto('/landing');
    await page.getByRole('button', { name: 'Join the conversation' }).click();
    await expect(page.locator('#join')).toBeInViewport();
    await expect(page.locator('#join').getByRole('textbox')).toBeFocused();
    await page.getByRole('button', { name: /Web App/ }).click();
    await expect(page.locator('#early-access')).toBeInViewport();
    await expect(page.getByText('Coming Soon')).toHaveCount(2);
  });

  test('the footer links every info and legal page in the current language', async ({ page }) => {
    await page.goto('/fr');
    const footer = page.locator('.ps-footer');
    for (const slug of ['privacy', 'terms', 'cookies', 'about', 'faq', 'contact']) {
      await expect(footer.locator(`a[href="/fr/${slug}"]`)).toHaveCount(1);
    }
    await footer.locator('a[href="/fr/privacy"]').click();
    await expect(page).toHaveURL(/\/fr\/privacy$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'Politique de confidentialité',
    );
    await expect(page.getByText(/au moins 13 ans/)).toBeVisible();
  });
});

test('the FAQ is an accordion in three categories', async ({ page }) => {
  await page.goto('/faq');
  await expect(page.getByRole('heading', { level: 2 })).toHaveText([
    'General',
    'Content',
    'Technical',
  ]);
  await expect(page.locator('.faq-accordion__trigger')).toHaveCount(6);
  const question = page.getByRole('button', { name: 'What is Lyceum?' });
  await expect(question).toHaveAttribute('aria-expanded', 'false');
  await question.click();
  await expect(question).toHaveAttribute('aria-expanded', 'true');
  await expect(page.getByText(/Lyceum is a learning platform for books of ideas/)).toBeVisible();
  await question.click();
  await expect(page.getByText(/Lyceum is a learning platform for books of ideas/)).toBeHidden();
});

test('the contact form counts characters and sends the message', async ({ page }) => {
  await page.goto('/contact');
  await expect(page.getByText('We reply within 24-48 hours.', { exact: false })).toBeVisible();
  await page.getByLabel('Name').fill('Ada Lovelace');
  await page.getByLabel('E-mail address').fill(uniqueEmail('contact'));
  await page.getByLabel('Subject').fill('A question about Seneca');
  await page.getByLabel('Message').fill('Which letters should I read first?');
  await expect(page.getByText('34 / 5000 characters')).toBeVisible();
  await page.getByRole('button', { name: 'Send message' }).click();
  await expect(page.getByRole('status')).toHaveText(
    "Your message has been sent successfully. We'll get back to you soon!",
  );
  await expect(page.getByLabel('Name')).toHaveValue('');
});

test('the status page shows live values and redis gray when none is configured', async ({
  page,
}) => {
  await page.goto('/status');
  await expect(page.getByText(/All Systems Operational|Some Issues Detected/)).toBeVisible();
  const api = page.getByTestId('service-api');
  await expect(api).toContainText('Healthy');
  await expect(api).toContainText(/\d+m|\d+h \d+m|\d+d \d+h/);
  // A visitor reads each service's status and timing; sizes and versions are the admins'.
  const database = page.getByTestId('service-database');
  await expect(database).toContainText('Response time');
  await expect(database).not.toContainText('Database size');
  const redis = page.getByTestId('service-redis');
  await expect(redis).toContainText('Not configured');
  await expect(redis.locator('.status-badge')).toHaveAttribute('data-tone', 'gray');
  await page.getByRole('button', { name: 'Refresh' }).click();
  await expect(page.getByText(/Last checked at/)).toBeVisible();
});

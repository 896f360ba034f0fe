import { sitePath } from '@lyceum/contracts/constants';
import { expect, test } from '@playwright/test';
import { newUser, HOST, API } from './helpers';

test('sign up → sign in → user menu → French everywhere → settings → sign out', async ({
  page,
}) => {
  const user = newUser('learner');

  // Sign up (public remote), alpha notice shown, then redirected to /signin.
  await page.goto('/signup');
  await expect(page.getByText('signup is restricted to authorised users')).toBeVisible();
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page.getByText('This field is required').first()).toBeVisible();
  await page.getByLabel('Username').fill(user.username);
  await page.getByLabel('Email').fill(user.email);
  await page.getByLabel('Password', { exact: true }).fill(user.password);
  await page.getByLabel('Confirm password', { exact: true }).fill(user.password);
  await page.getByLabel('Full name (optional)').fill('Ada Learner');
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page).toHaveURL(/\/signin$/);

  // Wrong password shows the server's detail.
  await page.getByLabel('Username or email').fill(user.username);
  await page.getByLabel('Password', { exact: true }).fill('wrong-password');
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  await expect(page.getByText('Invalid email or password')).toBeVisible();

  await page.getByLabel('Password', { exact: true }).fill(user.password);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  await expect(page).toHaveURL(`${HOST}/`);

  // Signed-in home: Discover, from the chat remote, in the sidebar layout; no top bar on /.
  await expect(page.getByRole('heading', { name: /^Welcome, .+!$/ })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Study in the Academy' })).toBeVisible();
  await expect(page.getByRole('banner')).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Discover' })).toHaveAttribute(
    'aria-current',
    'page',
  );

  // Guest-only page redirects a signed-in user home.
  await page.goto(sitePath('signIn'));
  await expect(page).toHaveURL(`${HOST}/`);

  // The user menu opens on hover: username and Sign Out, no Back Office for a learner.
  await page.getByRole('link', { name: 'Study in the Academy' }).click();
  await expect(page).toHaveURL(/\/flashcards$/);
  await expect(page.getByRole('heading', { name: 'Flashcards Library', level: 1 })).toBeVisible();
  await page.getByTestId('user-menu').hover();
  const panel = page.getByTestId('user-menu');
  await expect(panel.getByRole('button', { name: 'Sign Out' })).toBeVisible();
  await expect(panel.getByText(user.username, { exact: true }).last()).toBeVisible();
  await expect(panel.getByRole('link', { name: 'Back Office' })).toHaveCount(0);
  await page.mouse.move(5, 400);
  await expect(panel.getByRole('button', { name: 'Sign Out' })).toBeHidden();

  // Switch to French: the host and every remote render French.
  await page.getByTestId('language-select').selectOption('fr');
  await expect(
    page.getByRole('heading', { name: 'Bibliothèque de cartes', level: 1 }),
  ).toBeVisible();
  await expect(page.getByRole('link', { name: 'Découvrir' })).toBeVisible();
  await page.getByRole('link', { name: 'Discussion', exact: true }).click();
  await expect(
    page.getByRole('heading', { name: 'Discussion avec les personas', level: 1 }),
  ).toBeVisible();
  await page.goto('/signup');
  await expect(page).toHaveURL(`${HOST}/`); // guest-only
  await page.goto('/about');
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
  await expect(page.getByRole('heading', { name: 'À propos de Lyceum', level: 1 })).toBeVisible();

  // The choice was sent to the server: a fresh profile says fr.
  const profile = await page.evaluate(async (api) => {
    const token = localStorage.getItem('access_token');
    const response = await fetch(`${api}/api/users/me`, {
      headers: { Authorization: `Bearer ${token}` },
    });
    return (await response.json()) as { preferred_language: string };
  }, API);
  expect(profile.preferred_language).toBe('fr');

  // Settings: read-only account data, language applies immediately.
  await page.goto('/settings');
  await expect(page.getByRole('heading', { name: 'Paramètres', level: 1 })).toBeVisible();
  await expect(page.getByLabel("Nom d'utilisateur", { exact: true })).toHaveValue(user.username);
  await expect(page.getByLabel('E-mail', { exact: true })).toHaveValue(user.email);
  await expect(page.getByLabel('Langue actuelle')).toHaveValue('Français');
  await expect(page.getByRole('link', { name: 'Académie' })).toHaveAttribute(
    'aria-current',
    'page',
  );
  await page.getByLabel('Langue', { exact: true }).selectOption('en');
  await expect(page.getByText('Language preference updated successfully.')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Settings', level: 1 })).toBeVisible();
  await expect(page.getByLabel('Current language')).toHaveValue('English');

  // Sign out from the sidebar user menu: back to the public landing.
  await page.getByRole('button', { name: /Online/ }).click();
  await page.getByRole('button', { name: 'Sign Out' }).click();
  await expect(page).toHaveURL(`${HOST}/`);
  await expect(page.getByRole('link', { name: 'Sign In' })).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('access_token'))).toBeNull();

  // Signed-in-only routes now send the guest to /signin, which brings them back afterwards.
  await page.goto('/chat');
  await expect(page).toHaveURL(/\/signin\?next=%2Fchat$/);
});

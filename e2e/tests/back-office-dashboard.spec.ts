import { expect, test } from '@playwright/test';
import { ADMIN, API, signInViaUi, signUpVerified } from './helpers';

// The shared administrator of the journeys: an ADMIN_EMAILS address, made admin once verified.
const admin = ADMIN;

test('an admin reads the dashboard, opens Persona Management and comes back, and checks the backend', async ({
  page,
  request,
}) => {
  await signUpVerified(page, request, admin);
  await signInViaUi(page, admin);

  const dashboardAnswer = page.waitForResponse(`${API}/api/admin/dashboard`);
  await page.goto('/back-office');
  const response = await dashboardAnswer;
  expect(response.status()).toBe(200);
  const { message } = (await response.json()) as { message: string };

  await expect(page.getByRole('heading', { name: 'Back Office', level: 1 })).toBeVisible();
  await expect(page.getByText(message, { exact: true })).toBeVisible();
  await expect(page.getByText(`Welcome, ${admin.username} (${ADMIN.email})`)).toBeVisible();
  // At least this administrator exists; earlier journeys may have added more accounts.
  for (const [stat, label] of [
    ['stat-total', 'Total Users'],
    ['stat-admins', 'Admin Users'],
  ] as const) {
    const card = page.getByTestId(stat);
    await expect(card.getByRole('term')).toHaveText(label);
    const count = Number((await card.getByRole('definition').textContent())?.replace(/\D/g, ''));
    expect(count).toBeGreaterThanOrEqual(1);
  }
  await expect(page.getByRole('heading', { level: 3 })).toHaveText([
    'User Management',
    'Persona Management',
    'Vector Database Management',
    'Content Management',
    'Analytics',
  ]);

  // The internal views switch inside the page: the address stays /back-office.
  await page.getByRole('button', { name: 'Manage Personas' }).click();
  await expect(page.getByRole('heading', { name: 'Persona Management', level: 1 })).toBeFocused();
  await expect(page).toHaveURL(/\/back-office$/);
  await page.getByRole('button', { name: 'Back to Dashboard' }).click();
  await expect(page.getByRole('heading', { name: 'Back Office', level: 1 })).toBeVisible();
  await expect(page).toHaveURL(/\/back-office$/);

  const testAnswer = page.waitForResponse(`${API}/api/test`);
  await page.getByRole('button', { name: 'Test Backend Connection' }).click();
  const check = (await (await testAnswer).json()) as { message: string };
  await expect(
    page.getByRole('region', { name: 'Backend Connection' }).getByRole('status'),
  ).toHaveText(`Backend connected: ${check.message}`);
});

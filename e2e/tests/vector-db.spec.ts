import { ROOT } from '@lyceum/build/apps';
import { expect, test, type Page } from '@playwright/test';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expectNoAxeViolations } from './axe';
import { ADMIN, API, signInViaUi, signUpVerified } from './helpers';

// The demo checkpoint the seed loads, imported here through the back office's wizard.
const DEMO = path.join(ROOT, 'api/content/checkpoints/demo-thinkers');
const metadata = JSON.parse(readFileSync(`${DEMO}.json`, 'utf8')) as {
  total_ideas: number;
  collections: Array<{ name: string; author: string; books: Array<{ title: string }> }>;
};
const books = metadata.collections.flatMap((c) => c.books.map((b) => b.title));

const admin = ADMIN;

/** Chooses the demo pair in the wizard, validates it and waits for the automatic analysis. */
async function chooseDemo(page: Page) {
  await page.getByLabel('Snapshot file (.snapshot)').setInputFiles(`${DEMO}.snapshot`);
  await page.getByLabel('Metadata file (.json)').setInputFiles(`${DEMO}.json`);
  await page.getByRole('button', { name: 'Validate' }).click();
  await expect(page.getByRole('heading', { name: 'Review the import' })).toBeVisible();
}

/** Starts the import and waits for the job to complete; answers the stats shown. */
async function startImport(page: Page) {
  await page.getByRole('button', { name: 'Start Import' }).click();
  await expect(page.getByRole('heading', { name: 'Import completed' })).toBeVisible({
    timeout: 60_000,
  });
}

/** The value shown beside a term of a description list. */
const fact = (page: Page, term: string) =>
  page
    .locator('dt', { hasText: new RegExp(`^${term}$`) })
    .locator('xpath=following-sibling::dd[1]');

test('an admin imports the demo checkpoint, replaces one book and skips another, browses, bulk-deletes two ideas and deletes a collection', async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  await signUpVerified(page, request, admin);
  await signInViaUi(page, admin);
  await page.goto('/back-office');
  await page.getByRole('button', { name: 'Manage Vector Database' }).click();
  await expect(
    page.getByRole('heading', { name: 'Vector Database Management', level: 1 }),
  ).toBeVisible();

  // First import: every book is new (a retry finds them present, and replaces them all).
  await page.getByRole('button', { name: '+ Import Checkpoint' }).click();
  await chooseDemo(page);
  for (const box of await page.getByRole('checkbox').all()) await box.check();
  await startImport(page);
  await expect(fact(page, 'Ideas imported')).toHaveText(
    new Intl.NumberFormat('en').format(metadata.total_ideas),
  );

  // Again: every book conflicts; one is replaced, the others skipped.
  await page.getByRole('button', { name: 'Import Another Checkpoint' }).click();
  await chooseDemo(page);
  const conflicts = page.getByRole('group', { name: 'Books with conflicts' });
  await expect(conflicts.getByRole('checkbox')).toHaveCount(books.length);
  await expect(page.getByRole('button', { name: 'Start Import' })).toBeDisabled();
  await expectNoAxeViolations(page);
  await conflicts.getByRole('checkbox', { name: /^Meditations/ }).check();
  await startImport(page);
  await expect(fact(page, 'Books replaced')).toHaveText('1');
  await expect(fact(page, 'Books skipped')).toHaveText(String(books.length - 1));
  await expect(
    page.getByText(
      'Collections not showing up? Large imports may take a moment to be fully available.',
    ),
  ).toBeVisible();

  // The collections, each healthy, with its count.
  await page.getByRole('button', { name: 'View Collections' }).click();
  const cards = page.getByRole('list', { name: 'Collections' }).getByRole('listitem');
  for (const collection of metadata.collections) {
    const card = page.locator(`[data-collection="${collection.name}"]`);
    await expect(card.getByRole('heading', { name: collection.author })).toBeVisible();
    await expect(card.getByText('Healthy')).toBeVisible();
  }
  expect(await cards.count()).toBeGreaterThanOrEqual(metadata.collections.length);
  await expectNoAxeViolations(page);

  // Browse Seneca's ideas: search, book filter, then delete two of them at once.
  await page.locator('[data-browse="seneca"]').click();
  await expect(page.getByRole('heading', { name: 'Seneca Ideas Browser' })).toBeVisible();
  await page.getByLabel('Book Filter').fill('on anger');
  await page.getByRole('button', { name: 'Apply Filters' }).click();
  const ideas = page
    .getByRole('list', { name: 'Ideas' })
    .getByRole('listitem')
    .filter({
      has: page.getByRole('checkbox'),
    });
  await expect(ideas.first()).toContainText('On Anger');
  const before = await ideas.count();
  expect(before).toBeGreaterThan(2);
  for (const idea of await ideas.all()) await expect(idea).toContainText('On Anger');
  // Quotes are shown as HTML: a blockquote with its citation.
  await expect(ideas.first().locator('blockquote').first()).toBeVisible();

  await page.getByLabel('Search').fill('anger');
  await page.getByRole('button', { name: 'Apply Filters' }).click();
  await expect(ideas.first()).toBeVisible();

  await page.getByLabel('Search').fill('');
  await page.keyboard.press('Enter');
  await expect(ideas).toHaveCount(before);
  await ideas.nth(0).getByRole('checkbox').check();
  await ideas.nth(1).getByRole('checkbox').check();
  await expect(page.getByText('2 selected')).toBeVisible();
  page.once('dialog', (dialog) => void dialog.accept());
  await page.getByRole('button', { name: 'Delete Selected (2)' }).click();
  await expect(page.getByText('Deleted 2 ideas')).toBeVisible();
  await expect(ideas).toHaveCount(before - 2);

  // Delete Epictetus's collection.
  await page.getByRole('button', { name: 'Back to Collections' }).click();
  const epictetus = page.locator('[data-collection="epictetus"]');
  page.once('dialog', (dialog) => void dialog.accept());
  await epictetus.getByRole('button', { name: 'Delete Collection' }).click();
  await expect(epictetus).toHaveCount(0);
  const list = (await (
    await request.get(`${API}/api/admin/vector-db/collections`, {
      headers: {
        authorization: `Bearer ${await page.evaluate(() => localStorage.getItem('access_token'))}`,
      },
    })
  ).json()) as Array<{ name: string }>;
  expect(list.map((c) => c.name)).not.toContain('epictetus');
});

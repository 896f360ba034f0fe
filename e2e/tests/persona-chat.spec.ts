import { ROOT } from '@lyceum/build/apps';
import { expect, test } from '@playwright/test';
import path from 'node:path';
import { expectNoAxeViolations } from './axe';
import { importDemoCollections } from './chat-helpers';
import { ADMIN, newUser, signInViaUi, signUpVerified } from './helpers';

const PROFILE = path.join(ROOT, 'api/content/personas/marcus-aurelius.md');

const admin = ADMIN;
const learner = newUser('learner');

test('an admin creates a persona with a profile; on Discover a learner chats with it, reads the sources, keeps one as a flashcard and starts over', async ({
  page,
  request,
}) => {
  test.setTimeout(240_000);
  const name = `Marcus Aurelius ${Date.now().toString(36)}`;
  await signUpVerified(page, request, admin);
  await signInViaUi(page, admin);
  await importDemoCollections(request, page);

  // Persona Management: the form checks the key, shows the profile, saves.
  await page.goto('/back-office');
  await page.getByRole('button', { name: 'Manage Personas' }).click();
  await expect(page.getByRole('heading', { name: 'Persona Management', level: 1 })).toBeVisible();
  await page.getByRole('button', { name: 'Create New Persona' }).click();
  await expect(page.getByRole('button', { name: 'Create New Persona' })).toBeDisabled();
  await page.getByLabel('Name', { exact: true }).fill(name);
  await page.getByRole('textbox', { name: 'Vector Database Key' }).fill('no-such-collection');
  await expect(page.getByText('No collection named "no-such-collection" exists')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Create Persona' })).toBeDisabled();
  await page.getByRole('textbox', { name: 'Vector Database Key' }).fill('marcus-aurelius');
  await expect(page.getByText('Valid vector database key')).toBeVisible();
  await page.getByLabel('Birth Date').fill('AD 121');
  await page.getByLabel('Death Date').fill('AD 180');
  await page.getByLabel('Short Description').fill('Roman emperor and Stoic, writing to himself.');
  await page.getByRole('textbox', { name: 'Tags' }).fill('Stoicism, Duty, Meditations');
  await page.getByLabel(/^Profile File/).setInputFiles(PROFILE);
  const preview = page.getByRole('region', { name: 'Profile Preview' });
  await expect(preview.getByRole('heading', { name: 'Marcus Aurelius' }).first()).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: 'Create Persona' }).click();
  const row = page.getByRole('listitem').filter({ hasText: name });
  await expect(row.getByText('Profile Available')).toBeVisible();
  await expect(row.getByText('AD 121 - AD 180')).toBeVisible();

  // A learner, on Discover (the signed-in home): the new persona, Chat Now.
  await page.evaluate(() => localStorage.clear());
  await signUpVerified(page, request, learner);
  await signInViaUi(page, learner);
  await expect(page.getByRole('heading', { name: 'Podcasts Coming Soon' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Stoicism' })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole('link', { name: `Chat Now with ${name}` }).click();
  await expect(page).toHaveURL(/\/chat\/marcus-aurelius-[a-z0-9-]+$/);
  await expect(page.getByRole('heading', { name, level: 2 })).toBeVisible();
  await expect(page.getByText('AD 121 - AD 180')).toBeVisible();

  // Ask: Shift+Enter breaks the line, Enter sends; the answer streams in with its sources.
  const composer = page.getByLabel('Your message');
  await composer.fill('How should I face the difficult people I will meet today?');
  await composer.press('Shift+Enter');
  await expect(composer).toHaveValue(/today\?\n$/);
  await composer.press('Enter');
  await expect(composer).toHaveValue('');
  const toggle = page.getByRole('button', { name: /^Sources \(\d\)$/ });
  await expect(toggle).toBeVisible({ timeout: 30_000 });
  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  const sources = page.getByRole('list', { name: 'Sources of this answer' });
  await expect(sources.getByText('Meditations').first()).toBeVisible();
  await expectNoAxeViolations(page);

  // A cited idea becomes a flashcard, tagged with the thinker; a second click finds it there.
  await sources.getByRole('button', { name: 'Add to flashcards' }).first().click();
  await expect(sources.getByText('Added to your flashcards')).toBeVisible();

  // The conversation survives a reload (the persona is in the URL); New Conversation clears it.
  await page.reload();
  await expect(page.getByRole('button', { name: /^Sources \(\d\)$/ })).toBeVisible();
  await page.getByRole('button', { name: 'New Conversation' }).click();
  await expect(page.getByText(`Ask ${name} a question to begin.`)).toBeVisible();
  await expect(page.getByRole('button', { name: /^Sources \(\d\)$/ })).toHaveCount(0);

  // In French: the chat reads French, and the answer is French: the ideas' French texts, the
  // books' French titles, the frame's words; the quote stays in the translation it comes from.
  await page.getByTestId('language-select').selectOption('fr');
  await expect(page.getByText(`Posez une question à ${name} pour commencer.`)).toBeVisible();
  const message = page.getByLabel('Votre message');
  await message.fill('Comment affronter les gens difficiles que je rencontrerai aujourd’hui ?');
  await message.press('Enter');
  await expect(page.getByRole('button', { name: /^Sources \(\d\)$/ })).toBeVisible({
    timeout: 30_000,
  });
  const answerText = page.locator('.chat-answer__paragraph');
  await expect(
    answerText.getByText(
      /^Commence chaque journée en t’attendant à rencontrer des gens difficiles/,
    ),
  ).toBeVisible();
  await expect(
    page.getByText(/Comme je l’ai écrit \(Pensées pour moi-même, livre II, 1/),
  ).toBeVisible();
  await page.getByRole('button', { name: /^Sources \(\d\)$/ }).click();
  const frenchSources = page.getByRole('list', { name: 'Sources de cette réponse' });
  await expect(frenchSources.getByText('Pensées pour moi-même').first()).toBeVisible();
  // A question nothing answers: the persona says so and offers questions it can answer, one
  // click away. Several answers in the thread, and axe finds nothing on it.
  await message.fill('Comment configurer un cluster Kubernetes ?');
  await message.press('Enter');
  await expect(page.getByText(/^Rien de ce que j’ai dit ne porte là-dessus/)).toBeVisible();
  const offered = page.getByRole('button', { name: /^Que dites-vous de «/ });
  await expect(offered.first()).toBeVisible();
  await offered.first().click();
  await expect(page.getByRole('button', { name: /^Sources \(\d\)$/ })).toHaveCount(2, {
    timeout: 30_000,
  });
  await expectNoAxeViolations(page);
  await page.getByTestId('language-select').selectOption('en');

  // The card is in the Academy library, under the thinker's tag.
  await page.goto('/flashcards');
  const card = page.getByRole('list', { name: 'Cards' }).getByRole('listitem').first();
  await expect(card.getByRole('listitem')).toHaveText(name);
  await card.getByRole('button', { name: 'Marcus Aurelius', exact: true }).click();
  await expect(card.getByText(/Begin each day expecting to meet difficult people/)).toBeVisible();
});

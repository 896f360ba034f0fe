import { ROOT } from '@lyceum/build/apps';
import { expect, test } from '@playwright/test';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expectNoAxeViolations } from './axe';
import { bearer, importDemoCollections } from './chat-helpers';
import { ADMIN, API, newUser, signInViaUi, signUpVerified } from './helpers';

const PERSONAS = path.join(ROOT, 'api/content/personas');
const admin = ADMIN;
const learner = newUser('debater');

test('counterpoints disagree with the answer, and lead to a debate between two thinkers, in English and French, by keyboard and at 390 px', async ({
  page,
  request,
}) => {
  test.setTimeout(240_000);
  const suffix = Date.now().toString(36);
  const montaigne = { name: `Montaigne ${suffix}`, key: 'montaigne', profile: 'montaigne.md' };
  const epictetus = { name: `Epictetus ${suffix}`, key: 'epictetus', profile: 'epictetus.md' };
  await signUpVerified(page, request, admin);
  await signInViaUi(page, admin);
  await importDemoCollections(request, page);
  const headers = await bearer(page);
  for (const persona of [montaigne, epictetus]) {
    const created = await request.post(`${API}/api/admin/personas`, {
      headers,
      multipart: {
        name: persona.name,
        vector_database_key: persona.key,
        short_description: `${persona.name}, from the demo collections.`,
        tags: 'Philosophy',
        profile_file: {
          name: persona.profile,
          mimeType: 'text/markdown',
          buffer: readFileSync(path.join(PERSONAS, persona.profile)),
        },
      },
    });
    expect(created.status()).toBe(201);
  }
  const montaigneSlug = `montaigne-${suffix}`;
  const epictetusSlug = `epictetus-${suffix}`;

  // A learner asks Montaigne; under the answer, Epictetus disagrees, with the note of where.
  const question = 'Are humans superior to animals?';
  await page.evaluate(() => localStorage.clear());
  await signUpVerified(page, request, learner);
  await signInViaUi(page, learner);
  await page.goto(`/chat/${montaigneSlug}`);
  const composer = page.getByLabel('Your message');
  await composer.fill(question);
  await composer.press('Enter');
  const counterpoints = page.getByRole('list', { name: 'Counterpoints to answer 2' });
  await expect(counterpoints).toBeVisible({ timeout: 30_000 });
  await expect(counterpoints.getByText('Disagrees').first()).toBeVisible();
  await expectNoAxeViolations(page);

  // From the counterpoint, a debate between the two; the question goes to both.
  await counterpoints.getByRole('link', { name: `Debate with ${epictetus.name}` }).click();
  await expect(page).toHaveURL(new RegExp(`/chat/debate/${montaigneSlug}/${epictetusSlug}$`));
  await expect(page.getByRole('heading', { level: 1, name: 'Debate' })).toBeVisible();
  const box = page.getByLabel('Your message');
  await box.focus();
  await page.keyboard.type(question);
  await page.keyboard.press('Enter');
  await expect(page.getByText(`${montaigne.name} answers`)).toBeVisible({ timeout: 30_000 });
  await expect(page.getByText(`${epictetus.name} answers`)).toBeVisible();
  const reply = page.locator('.chat-debate__turn--reply').first();
  await expect(reply.getByText(/ replies to /)).toBeVisible();
  await expect(reply.getByText(/ says: “/)).toBeVisible();
  // Each turn's marker opens its own sources.
  await reply.getByRole('button', { name: 'Show source 1' }).click();
  await expect(reply.getByRole('list', { name: /^Sources of .*, question 1$/ })).toBeVisible();
  await expectNoAxeViolations(page);

  // Kept: a reload brings the round back.
  await page.reload();
  await expect(page.getByText(`${epictetus.name} answers`)).toBeVisible();

  // In French, at 390 px: the frame, the answers and their passages read French.
  await page.setViewportSize({ width: 390, height: 844 });
  await page.getByTestId('language-select').selectOption('fr');
  await expect(page.getByRole('heading', { level: 1, name: 'Débat' })).toBeVisible();
  const message = page.getByLabel('Votre message');
  await message.fill('Les humains sont-ils supérieurs aux animaux ?');
  await message.press('Enter');
  await expect(page.getByText(`${montaigne.name} répond`).last()).toBeVisible({ timeout: 30_000 });
  await expect(page.getByText(/ dit\u202f: «\u202f/).first()).toBeVisible();
  await expect(page.getByText(/ répond à /).first()).toBeVisible();
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
  await expectNoAxeViolations(page);
  await page.screenshot({ path: test.info().outputPath('debate-fr-390.png'), fullPage: true });
  await page.getByTestId('language-select').selectOption('en');
});

import { expect, test } from '@playwright/test';
import { frontEnd, localOrigin, ROOT } from '@lyceum/build/apps';
import { spawn, type ChildProcess } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdtemp, readdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { newUser, signInViaUi, signUpViaApi } from './helpers';
import { HOST_RUNTIME_CONFIG } from './runtime-config';

// A team ships its remote alone, and the host is never rebuilt. The Academy: the Academy is built a second time, into another folder, with one
// more page (the fixture chosen by LYCEUM_FIXTURE=extra-page) and served from another origin.
// Pointing the runtime config at that build is all it takes: after a reload the page is
// reachable under the Academy's mount point and its entry is in the sidebar, while the host's
// files stay byte-for-byte the same. The public site: built again with one text changed
// (LYCEUM_FIXTURE=changed-text), its prerendered pages follow, as served before any script runs.

const host = frontEnd('host');
const academy = frontEnd('academy');
const publicSite = frontEnd('public');
const PUBLIC_DIR = path.join(ROOT, publicSite.folder);
const HOST_DIST = path.join(ROOT, host.folder, 'dist');
const ACADEMY_DIR = path.join(ROOT, academy.folder);
const STATIC_SERVER = path.join(ROOT, 'shared/static-server/bin/lyceum-static-server.mjs');
const FIXTURE_PATH = `/${academy.mount}/fixture`;

/** Every file under `folder` (relative path → sha256 of its bytes). */
async function hashFiles(folder: string): Promise<Record<string, string>> {
  const hashes: Record<string, string> = {};
  const entries = await readdir(folder, { recursive: true, withFileTypes: true });
  for (const entry of entries) {
    if (!entry.isFile()) continue;
    const file = path.join(entry.parentPath, entry.name);
    const digest = createHash('sha256')
      .update(await readFile(file))
      .digest('hex');
    hashes[path.relative(folder, file)] = digest;
  }
  return hashes;
}

/** Runs a command to its end; rejects with its output when it fails. */
function run(command: string, args: string[], options: { cwd: string; env: NodeJS.ProcessEnv }) {
  return new Promise<void>((resolve, reject) => {
    const child = spawn(command, args, { ...options, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.once('error', reject);
    child.once('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`${command} exited with ${code}:\n${output}`)),
    );
  });
}

/** A port nobody listens on right now, away from the ports of apps.json. */
async function freePort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const address = probe.address();
  await new Promise((resolve) => probe.close(resolve));
  if (address === null || typeof address === 'string') throw new Error('no port');
  return address.port;
}

/** Starts the project's static server on `folder`; resolves once it listens. */
function serve(folder: string, port: number): Promise<ChildProcess> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [STATIC_SERVER, folder, '--port', String(port)], {
      env: { ...process.env, PORT: String(port) },
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    child.once('error', reject);
    child.once('exit', (code) => reject(new Error(`the static server exited with ${code}`)));
    child.stdout.once('data', () => resolve(child));
  });
}

/** Replaces the file in one step, so the host's server never reads half of it. */
async function writeAtomically(file: string, text: string): Promise<void> {
  await writeFile(`${file}.tmp`, text);
  await rename(`${file}.tmp`, file);
}

/** Points the host's runtime config at another build of one remote. */
async function pointRemoteAt(remote: string, origin: string): Promise<void> {
  const config = JSON.parse(
    await readFile(path.join(HOST_DIST, 'runtime-config.json'), 'utf8'),
  ) as { remotes: Record<string, { manifest: string }> };
  const entry = config.remotes[remote];
  if (!entry) throw new Error(`the host runtime config has no ${remote} remote`);
  entry.manifest = `${origin}/mf-manifest.json`;
  await writeAtomically(HOST_RUNTIME_CONFIG, `${JSON.stringify(config, null, 2)}\n`);
}

test('a remote built and served alone adds a page without touching the host', async ({
  page,
  request,
}) => {
  // A production build of one remote, on a machine shared with other work.
  test.setTimeout(300_000);
  const hostFilesBefore = await hashFiles(HOST_DIST);
  const outDir = await mkdtemp(path.join(os.tmpdir(), 'lyceum-academy-fixture-'));
  let fixtureServer: ChildProcess | undefined;
  try {
    await test.step('build the Academy again, with the fixture page, into another folder', async () => {
      const webpack = createRequire(path.join(ACADEMY_DIR, 'package.json')).resolve(
        'webpack-cli/bin/cli.js',
      );
      await run(process.execPath, [webpack, '--mode', 'production'], {
        cwd: ACADEMY_DIR,
        env: { ...process.env, LYCEUM_FIXTURE: 'extra-page', LYCEUM_OUT_DIR: outDir },
      });
    });

    const port = await freePort();
    const fixtureOrigin = localOrigin(port);
    fixtureServer = await serve(outDir, port);

    const user = newUser('deploy');
    await signUpViaApi(request, user);
    await signInViaUi(page, user);
    const navigation = page.getByRole('navigation', { name: 'Main navigation' });

    await test.step('the deployed Academy does not know the page', async () => {
      await page.goto(FIXTURE_PATH);
      await expect(page.getByRole('heading', { name: 'Page not found', level: 1 })).toBeVisible();
      await expect(navigation.getByRole('link', { name: 'Library', exact: true })).toBeVisible();
      await expect(navigation.getByRole('link', { name: 'Fixture page' })).toHaveCount(0);
    });

    await test.step('point the runtime config at the new build and reload', async () => {
      await pointRemoteAt('academy', fixtureOrigin);

      const fromFixture: string[] = [];
      page.on('request', (sent) => {
        if (sent.url().startsWith(`${fixtureOrigin}/`)) fromFixture.push(sent.url());
      });
      const response = await page.reload();
      // The page's policy allows the new origin, read from the same runtime config.
      expect(response?.headers()['content-security-policy']).toContain(fixtureOrigin);
      await expect(page.getByRole('heading', { name: 'Fixture page', level: 1 })).toBeVisible();
      await expect(
        page.getByText('This page was deployed with the Academy alone; the host was not rebuilt.'),
      ).toBeVisible();
      expect(fromFixture).toContain(`${fixtureOrigin}/mf-manifest.json`);
    });

    await test.step('its navigation entry is in the sidebar, next to the others', async () => {
      const entry = navigation.getByRole('link', { name: 'Fixture page', exact: true });
      await expect(entry).toBeVisible();
      await expect(entry).toHaveAttribute('aria-current', 'page');
      await expect(navigation.getByRole('link', { name: 'Library', exact: true })).toBeVisible();
      await navigation.getByRole('link', { name: 'Library', exact: true }).click();
      await expect(page).toHaveURL(`${localOrigin(host.port)}/${academy.mount}`);
      await entry.click();
      await expect(page).toHaveURL(`${localOrigin(host.port)}${FIXTURE_PATH}`);
      await expect(page.getByRole('heading', { name: 'Fixture page', level: 1 })).toBeVisible();
    });
  } finally {
    await rm(HOST_RUNTIME_CONFIG, { force: true });
    fixtureServer?.kill();
    await rm(outDir, { recursive: true, force: true });
  }

  // Nothing of the host was rebuilt or rewritten.
  expect(await hashFiles(HOST_DIST)).toEqual(hostFilesBefore);
});

test("the public site built and served alone changes its pages' documents, not the host", async ({
  page,
  request,
}) => {
  test.setTimeout(300_000);
  const changed = 'This text was deployed with the public site alone.';
  const hostFilesBefore = await hashFiles(HOST_DIST);
  const outDir = await mkdtemp(path.join(os.tmpdir(), 'lyceum-public-fixture-'));
  let fixtureServer: ChildProcess | undefined;
  try {
    await test.step('build the public site again, one text changed, with its documents', async () => {
      const env = { ...process.env, LYCEUM_FIXTURE: 'changed-text', LYCEUM_OUT_DIR: outDir };
      const webpack = createRequire(path.join(PUBLIC_DIR, 'package.json')).resolve(
        'webpack-cli/bin/cli.js',
      );
      await run(process.execPath, [webpack, '--mode', 'production'], { cwd: PUBLIC_DIR, env });
      await run(process.execPath, ['scripts/write-documents.mjs'], { cwd: PUBLIC_DIR, env });
    });
    const port = await freePort();
    const fixtureOrigin = localOrigin(port);
    fixtureServer = await serve(outDir, port);

    const about = async () => (await request.get('/about')).text();
    expect(await about()).not.toContain(changed);

    await test.step('point the runtime config at the new build: the document follows', async () => {
      await pointRemoteAt('public', fixtureOrigin);
      // The HTML as served, read without running a script.
      const html = await about();
      expect(html).toContain(`<p class="ps-page__lead">${changed}</p>`);
      expect(html).toMatch(
        new RegExp(`<link rel="stylesheet" href="${fixtureOrigin}/documents\\.`),
      );
    });

    await test.step('the app takes the new document over as it stands', async () => {
      const failures: string[] = [];
      page.on('pageerror', (error) => failures.push(error.message));
      await page.goto('/about');
      const heading = page.getByRole('heading', { name: 'About Lyceum', level: 1 });
      await expect(page.getByText(changed)).toBeVisible();
      // The document's own elements stay: the app hydrates them, it does not render new ones.
      await heading.evaluate((element) => element.setAttribute('data-from-document', ''));
      await heading.click();
      await expect
        .poll(() => page.evaluate(() => Object.keys(document.getElementById('root') ?? {})))
        .toContainEqual(expect.stringMatching(/^__reactContainer/));
      await expect(page.locator('h1[data-from-document]')).toHaveText('About Lyceum');
      await page.getByRole('link', { name: 'FAQ', exact: true }).first().click();
      await expect(
        page.getByRole('heading', { name: 'Frequently asked questions', level: 1 }),
      ).toBeVisible();
      expect(failures).toEqual([]);
    });
  } finally {
    await rm(HOST_RUNTIME_CONFIG, { force: true });
    fixtureServer?.kill();
    await rm(outDir, { recursive: true, force: true });
    await rm(`${outDir}-server`, { recursive: true, force: true });
  }
  expect(await hashFiles(HOST_DIST)).toEqual(hostFilesBefore);
});

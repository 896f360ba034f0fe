// The journeys drive Debian's Chromium (Playwright never downloads a browser here). Installs it
// when missing and we are root; otherwise says what to do.
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';

const { executablePath } = JSON.parse(
  readFileSync(new URL('../chromium.json', import.meta.url), 'utf8'),
);
const CHROMIUM = process.env.CHROMIUM_PATH ?? executablePath;

if (!existsSync(CHROMIUM)) {
  if (process.getuid?.() !== 0) {
    console.error(`${CHROMIUM} is missing: install Debian's chromium (apt-get install chromium).`);
    process.exit(1);
  }
  console.log('Installing chromium with apt-get…');
  for (const args of [['update'], ['install', '-y', '--no-install-recommends', 'chromium']]) {
    const result = spawnSync('apt-get', args, {
      stdio: 'inherit',
      env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
    });
    if (result.status !== 0) process.exit(result.status ?? 1);
  }
}

// The deployment test runs the proxy's configuration in Debian's nginx. Installs it when missing
// and we are root; otherwise says what to do (the test is then skipped, not failed).
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';

const { package: PACKAGE, executablePath } = JSON.parse(
  readFileSync(new URL('../nginx/debian-nginx.json', import.meta.url), 'utf8'),
);
const NGINX = process.env.NGINX_PATH ?? executablePath;

if (!existsSync(NGINX)) {
  if (process.getuid?.() !== 0) {
    console.error(`${NGINX} is missing: install Debian's nginx (apt-get install ${PACKAGE}).`);
    process.exit(1);
  }
  console.log(`Installing ${PACKAGE} with apt-get…`);
  for (const args of [['update'], ['install', '-y', '--no-install-recommends', PACKAGE]]) {
    const result = spawnSync('apt-get', args, {
      stdio: 'inherit',
      env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
    });
    if (result.status !== 0) process.exit(result.status ?? 1);
  }
}

#!/usr/bin/env node
// Usage: node scripts/ensure-debian-package.mjs <description.json>
// Some suites drive a program from Debian (Chromium for the journeys, nginx for the proxy
// configuration). The JSON file names it: { "package", "executablePath", "pathEnv"? }. Installs
// the package with apt-get when the program is missing and we are root; otherwise says what to
// do and exits 1.
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

const file = process.argv[2];
if (!file) {
  console.error('usage: node scripts/ensure-debian-package.mjs <description.json>');
  process.exit(2);
}
const {
  package: name,
  executablePath,
  pathEnv,
} = JSON.parse(readFileSync(path.resolve(file), 'utf8'));
const program = (pathEnv && process.env[pathEnv]) || executablePath;

if (!existsSync(program)) {
  if (process.getuid?.() !== 0) {
    console.error(`${program} is missing: install Debian's ${name} (apt-get install ${name}).`);
    process.exit(1);
  }
  console.log(`Installing ${name} with apt-get…`);
  for (const args of [['update'], ['install', '-y', '--no-install-recommends', name]]) {
    const result = spawnSync('apt-get', args, {
      stdio: 'inherit',
      env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
    });
    if (result.status !== 0) process.exit(result.status ?? 1);
  }
}

#!/usr/bin/env node
// Usage: node scripts/ensure-debian-package.mjs [--optional] <description.json>...
// Some suites drive a program from Debian (Chromium for the journeys, nginx for the proxy
// configuration). Each JSON file names one: { "package", "executablePath", "pathEnv"? }. Installs
// the package with apt-get when the program is missing and we are root; otherwise says what to
// do and exits 1. With --optional, a program that cannot be installed is only reported: the
// suites that need it say they skip their checks.
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

const optional = process.argv[2] === '--optional';
const files = process.argv.slice(optional ? 3 : 2);
if (files.length === 0) {
  console.error('usage: node scripts/ensure-debian-package.mjs [--optional] <description.json>...');
  process.exit(2);
}

/** True when the program is there, or was installed now. */
function ensure(file) {
  const {
    package: name,
    executablePath,
    pathEnv,
  } = JSON.parse(readFileSync(path.resolve(file), 'utf8'));
  const program = (pathEnv && process.env[pathEnv]) || executablePath;
  if (existsSync(program)) return true;
  if (process.getuid?.() !== 0) {
    console.error(`${program} is missing: install Debian's ${name} (apt-get install ${name}).`);
    return false;
  }
  console.log(`Installing ${name} with apt-get…`);
  for (const args of [['update'], ['install', '-y', '--no-install-recommends', name]]) {
    const result = spawnSync('apt-get', args, {
      stdio: 'inherit',
      env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
    });
    if (result.status !== 0) return false;
  }
  return true;
}

let missing = 0;
for (const file of files) if (!ensure(file)) missing += 1;
if (missing > 0 && !optional) process.exit(1);

#!/usr/bin/env node
// Prints the gzip size of the host's initial JavaScript (the scripts index.html loads plus the
// chunks they need before the first render, per the build's stats) and of each remote's entry
// (remoteEntry.js), exposed modules (./pages, ./area) and the chunks its pages load lazily. The
// apps and their folders come from apps.json. Run after `pnpm -r build`.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { frontEnd, frontEnds, ROOT as root } from '@lyceum/build/apps';
const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
const gz = (file) => gzipSync(readFileSync(file), { level: 9 }).length;

function hostInitial() {
  const dist = path.join(root, frontEnd('host').folder, 'dist');
  const html = readFileSync(path.join(dist, 'index.html'), 'utf8');
  const scripts = [...html.matchAll(/<script[^>]+src="?\/?([^" >]+)/g)].map((match) => match[1]);
  // Chunks fetched before first render: everything the host's own build emitted except the
  // federation manifest files. Remotes are fetched later, from their own origins.
  const chunks = readdirSync(dist).filter((file) => file.endsWith('.js'));
  const total = chunks.reduce((sum, file) => sum + gz(path.join(dist, file)), 0);
  return { scripts, chunks: chunks.length, total };
}

const host = hostInitial();
const rows = [['host: initial JavaScript (all host chunks)', host.total]];
for (const { key, folder: remote } of frontEnds()) {
  if (key === 'host') continue;
  const dist = path.join(root, remote, 'dist');
  if (!existsSync(path.join(dist, 'remoteEntry.js'))) {
    rows.push([`${remote}: not built`, 0]);
    continue;
  }
  const manifest = JSON.parse(readFileSync(path.join(dist, 'mf-manifest.json'), 'utf8'));
  const files = (kind) => [
    ...new Set(manifest.exposes.flatMap((expose) => expose.assets.js[kind])),
  ];
  const sum = (list) => list.reduce((total, file) => total + gz(path.join(dist, file)), 0);
  const entry = gz(path.join(dist, 'remoteEntry.js'));
  const sync = files('sync');
  rows.push([`${remote}: remoteEntry.js`, entry]);
  // What loading the exposed module costs; pages split off with import() load on their routes.
  const exposed = manifest.exposes.map((expose) => expose.path).join(', ');
  rows.push([`${remote}: ${exposed} (entry + chunks loaded with it)`, entry + sum(sync)]);
  rows.push([
    `${remote}: lazy chunks (each on its own route)`,
    sum(files('async').filter((file) => !sync.includes(file))),
  ]);
}
const width = Math.max(...rows.map(([label]) => label.length));
console.log('Gzip sizes (level 9)');
for (const [label, size] of rows) console.log(`${label.padEnd(width)}  ${kb(size)}`);
console.log(
  `host index.html loads: ${host.scripts.join(', ')}; host emits ${host.chunks} JS files`,
);

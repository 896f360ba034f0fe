#!/usr/bin/env node
// Usage: lyceum-static-server <dir> [--port N] [--host H] [--spa] [--no-compress]
//          [--hints-remote NAME [--hints-paths /,/fr,/fr/*]]   (env PORT and HOST win)
// --hints-remote: HTML responses preload that remote of <dir>/runtime-config.json (its manifest,
// remoteEntry.js and exposed chunks), only on the listed paths when --hints-paths is given.
import { parseArgs } from 'node:util';
import { createStaticServer } from '../src/server.mjs';

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    port: { type: 'string', default: '8080' },
    host: { type: 'string', default: '0.0.0.0' },
    spa: { type: 'boolean', default: false },
    'no-compress': { type: 'boolean', default: false },
    'hints-remote': { type: 'string' },
    'hints-paths': { type: 'string' },
  },
});
const root = positionals[0] ?? 'dist';
const port = Number(process.env.PORT ?? values.port);
const host = process.env.HOST ?? values.host;
const hints = values['hints-remote']
  ? {
      remote: values['hints-remote'],
      paths: values['hints-paths']
        ?.split(',')
        .map((path) => path.trim())
        .filter(Boolean),
    }
  : undefined;
const server = createStaticServer({
  root,
  spa: values.spa,
  compress: !values['no-compress'],
  hints,
});
server.listen(port, host, () => {
  console.log(`Serving ${root} on http://localhost:${port}`);
});
for (const signal of ['SIGINT', 'SIGTERM'])
  process.on(signal, () => server.close(() => process.exit(0)));

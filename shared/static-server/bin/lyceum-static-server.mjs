#!/usr/bin/env node
// Usage: lyceum-static-server <dir> [--port N] [--host H] [--spa] [--no-compress] [--source-maps]
//          [--hints-remote NAME [--hints-paths /,/fr,/fr/*]]   (env PORT and HOST win)
// --host: the address to listen on, 127.0.0.1 (this machine only) unless given; 0.0.0.0 or ::
//   listens on every interface (in a container behind its proxy, say).
// --source-maps: also serve *.map files (off by default: they publish the sources).
// --hints-remote: HTML responses preload that remote of <dir>/runtime-config.json (its manifest,
// remoteEntry.js and exposed chunks), only on the listed paths when --hints-paths is given.
// HTML responses carry a Content-Security-Policy allowing the origins of <dir>/runtime-config.json
// (remotes and API), read at serve time; without that file, only the page's own origin.
import { parseArgs } from 'node:util';
import { createStaticServer } from '../src/server.mjs';

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    port: { type: 'string', default: '8080' },
    host: { type: 'string', default: '127.0.0.1' },
    spa: { type: 'boolean', default: false },
    'no-compress': { type: 'boolean', default: false },
    'source-maps': { type: 'boolean', default: false },
    'hints-remote': { type: 'string' },
    'hints-paths': { type: 'string' },
  },
});
const root = positionals[0] ?? 'dist';
const port = Number(process.env.PORT ?? values.port);
const host = process.env.HOST || values.host;
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
  sourceMaps: values['source-maps'],
  hints,
});
server.listen(port, host, () => {
  const { address, port: bound } = server.address();
  // Every interface includes this machine's, and a loopback address is reached as localhost.
  const shown = ['0.0.0.0', '::', '127.0.0.1', '::1'].includes(address)
    ? 'localhost'
    : address.includes(':')
      ? `[${address}]`
      : address;
  console.log(`Serving ${root} on http://${shown}:${bound} (listening on ${address})`);
});
for (const signal of ['SIGINT', 'SIGTERM'])
  process.on(signal, () => server.close(() => process.exit(0)));

#!/usr/bin/env node
// Usage: lyceum-static-server <dir> [--port N] [--host H] [--spa]   (env PORT and HOST win)
import { parseArgs } from 'node:util';
import { createStaticServer } from '../src/server.mjs';

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    port: { type: 'string', default: '8080' },
    host: { type: 'string', default: '0.0.0.0' },
    spa: { type: 'boolean', default: false },
  },
});
const root = positionals[0] ?? 'dist';
const port = Number(process.env.PORT ?? values.port);
const host = process.env.HOST ?? values.host;
const server = createStaticServer({ root, spa: values.spa });
server.listen(port, host, () => {
  console.log(`Serving ${root} on http://localhost:${port}`);
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.close(() => process.exit(0)));

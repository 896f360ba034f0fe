#!/usr/bin/env node
// Usage: lyceum-static-server <dir> [--app KEY | --port N] [--host H] [--spa] [--no-compress]
//          [--source-maps] [--runtime-config FILE]
//          [--hints-remote NAME [--hints-pages]]   (env PORT and HOST win)
// --app: the port is that app's in apps.json (host, public, academy, ...); --port or PORT wins.
// --host: the address to listen on, 127.0.0.1 (this machine only) unless given; 0.0.0.0 or ::
//   listens on every interface (in a container behind its proxy, say).
// --source-maps: also serve *.map files (off by default: they publish the sources).
// --runtime-config (or env LYCEUM_RUNTIME_CONFIG): while this file exists, it is answered at
//   /runtime-config.json and read for the policy and hints instead of <dir>/runtime-config.json,
//   so a remote can be pointed elsewhere without touching the build.
// --hints-remote: HTML responses preload that remote of the runtime config (its manifest,
//   remoteEntry.js and exposed chunks, in the page's after-paint template); with --hints-pages
//   only on the public site's pages (PUBLIC_PAGES of @lyceum/contracts, /confirm/:token as
//   /confirm/*), each also under every other language's prefix (/about → /fr/about).
// HTML responses carry a Content-Security-Policy allowing the origins of the runtime config
// (remotes and API), read at serve time; without one, only the page's own origin.
import { parseServeArgs, publicPagesHintsPaths } from '../src/options.mjs';
import { createStaticServer } from '../src/server.mjs';

const DEFAULT_PORT = 8080;

const { values, positionals } = parseServeArgs(process.argv.slice(2));

/** The port of an app in apps.json (read only when --app is given). */
async function appPort(key) {
  const { frontEnd } = await import('@lyceum/build/apps');
  return frontEnd(key).port;
}

/** The addresses of the public site's pages, in each language each has. */
async function publicPagesPaths() {
  const { PUBLIC_PAGES, publicPageUrls } = await import('@lyceum/contracts/constants');
  return publicPagesHintsPaths(PUBLIC_PAGES, publicPageUrls);
}

const root = positionals[0] ?? 'dist';
const port = Number(
  process.env.PORT ?? values.port ?? (values.app ? await appPort(values.app) : DEFAULT_PORT),
);
const host = process.env.HOST || values.host;
const hints = values['hints-remote']
  ? {
      remote: values['hints-remote'],
      paths: values['hints-pages'] ? await publicPagesPaths() : undefined,
      afterPaint: (await import('@lyceum/build/page-markers')).AFTER_PAINT_TAG,
    }
  : undefined;
const server = createStaticServer({
  root,
  spa: values.spa,
  compress: !values['no-compress'],
  sourceMaps: values['source-maps'],
  hints,
  runtimeConfig: values['runtime-config'] ?? (process.env.LYCEUM_RUNTIME_CONFIG || undefined),
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

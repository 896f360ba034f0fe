const path = require('node:path');
const createWebpackConfig = require('@lyceum/build/webpack');
const { withServerRender } = require('@lyceum/build/webpack-server-render');
const { DOCUMENT_ORIGINS, START_AT_INPUT } = require('@lyceum/contracts/constants');
const { sitemapXml } = require('@lyceum/contracts/sitemap');

// The host exposes nothing: it finds the remotes at run time from runtime-config.json. It serves
// the site root, so the public site's robots.txt is copied in too, and its sitemap.xml is written
// from the contracts' list of pages.

const browser = createWebpackConfig({
  dir: __dirname,
  app: 'host',
  title: 'Lyceum',
  extraPublicDirs: [path.join(__dirname, '../remote-public/public')],
  sitemapXml,
  // The shared template plus the boot shell of the landing (see the comment inside).
  template: path.join(__dirname, 'public/index.html'),
  cssFiles: true,
  // A prerendered public page reads whole before the app runs: the app waits for a first input.
  startAtInput: START_AT_INPUT,
});

// The frames' prerenderer (scripts/write-frames.mjs runs it once both are built).
module.exports = withServerRender(browser, {
  dir: __dirname,
  entry: 'src/documents/write-frames.ts',
  filename: 'render.cjs',
  assetsOrigin: DOCUMENT_ORIGINS.site,
});

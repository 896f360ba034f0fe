const createWebpackConfig = require('@lyceum/build/webpack');
const { withServerRender } = require('@lyceum/build/webpack-server-render');
const { DOCUMENT_ORIGINS } = require('@lyceum/contracts/constants');
const { pageAddresses } = require('@lyceum/contracts/constants');
const { sitemapXml } = require('@lyceum/contracts/sitemap');

/** Where the host shows the landing (`/`, `/fr`, `/landing`): its hero image is the largest paint. */
const LANDING_PATHS = pageAddresses('landing');

/**
 * Emits preload-hints.json: the landing's hero image (hashed names, relative to this remote's
 * public path) for the host's static server, which turns it into `Link: rel=preload` headers at
 * serve time, so the browser fetches the image while the scripts are still loading.
 */
class PreloadHintsPlugin {
  apply(compiler) {
    const { Compilation, sources } = compiler.webpack;
    compiler.hooks.thisCompilation.tap('PreloadHintsPlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: 'PreloadHintsPlugin', stage: Compilation.PROCESS_ASSETS_STAGE_REPORT },
        () => {
          const heroes = compilation
            .getAssets()
            .map(({ name }) => ({ name, match: /^hero-(\d+)\.[0-9a-f]+\.avif$/.exec(name) }))
            .filter(({ match }) => match)
            .map(({ name, match }) => ({ name, width: Number(match[1]) }))
            .sort((a, b) => a.width - b.width);
          const links = [];
          if (heroes.length > 0) {
            links.push({
              paths: LANDING_PATHS,
              href: (heroes.find(({ width }) => width === 1200) ?? heroes[0]).name,
              as: 'image',
              type: 'image/avif',
              imagesrcset: heroes.map(({ name, width }) => `${name} ${width}w`).join(', '),
              imagesizes: '100vw',
              fetchpriority: 'high',
            });
          }
          compilation.emitAsset(
            'preload-hints.json',
            new sources.RawSource(`${JSON.stringify({ links }, null, 2)}\n`),
          );
        },
      );
    });
  }
}

// sitemap.xml, from the contracts' list of pages, for the public site served alone.
// The public pages (a path → component map); the host places them among its public paths.
const browser = createWebpackConfig({
  dir: __dirname,
  app: 'public',
  title: 'Lyceum public site (standalone)',
  exposes: { './pages': './src/pages.ts' },
  extraPlugins: [new PreloadHintsPlugin()],
  sitemapXml,
});

// The pages' prerenderer (scripts/write-documents.mjs runs it once both are built).
module.exports = withServerRender(browser, {
  dir: __dirname,
  entry: 'src/documents/write-documents.ts',
  filename: 'render.cjs',
  assetsOrigin: DOCUMENT_ORIGINS.publicRemote,
  collectStyles: true,
});

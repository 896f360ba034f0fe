const fs = require('node:fs');
const path = require('node:path');
const createWebpackConfig = require('@lyceum/build/webpack');
const { sitemapXml } = require('@lyceum/contracts/sitemap');

// The host exposes nothing: it finds the remotes at run time from runtime-config.json. It serves
// the site root, so the public site's robots.txt is copied in too, and its sitemap.xml is written
// from the contracts' list of pages (the copy puts the site's address for `%PUBLIC_SITE_URL%`).
const GENERATED_PUBLIC = path.join(__dirname, 'generated', 'public');
fs.mkdirSync(GENERATED_PUBLIC, { recursive: true });
fs.writeFileSync(path.join(GENERATED_PUBLIC, 'sitemap.xml'), sitemapXml('%PUBLIC_SITE_URL%'));

module.exports = createWebpackConfig({
  dir: __dirname,
  app: 'host',
  title: 'Lyceum',
  extraPublicDirs: [path.join(__dirname, '../remote-public/public'), GENERATED_PUBLIC],
  // The shared template plus the boot shell of the landing (see the comment inside).
  template: path.join(__dirname, 'public/index.html'),
  cssFiles: true,
});

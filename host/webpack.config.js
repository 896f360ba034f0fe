const path = require('node:path');
const createWebpackConfig = require('@lyceum/build/webpack');
const { sitemapXml } = require('@lyceum/contracts/sitemap');

// The host exposes nothing: it finds the remotes at run time from runtime-config.json. It serves
// the site root, so the public site's robots.txt is copied in too, and its sitemap.xml is written
// from the contracts' list of pages.

module.exports = createWebpackConfig({
  dir: __dirname,
  app: 'host',
  title: 'Lyceum',
  extraPublicDirs: [path.join(__dirname, '../remote-public/public')],
  sitemapXml,
  // The shared template plus the boot shell of the landing (see the comment inside).
  template: path.join(__dirname, 'public/index.html'),
  cssFiles: true,
});

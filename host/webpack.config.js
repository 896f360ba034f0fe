const path = require('node:path');
const createWebpackConfig = require('@lyceum/build/webpack');

// The host exposes nothing: it finds the remotes at run time from runtime-config.json. It serves
// the site root, so the public site's robots.txt and sitemap.xml are copied in too.
module.exports = createWebpackConfig({
  dir: __dirname,
  app: 'host',
  title: 'Lyceum',
  extraPublicDirs: [path.join(__dirname, '../remote-public/public')],
  // The shared template plus the boot shell of the landing (see the comment inside).
  template: path.join(__dirname, 'public/index.html'),
  cssFiles: true,
});

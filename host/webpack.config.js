const path = require('node:path');
const createWebpackConfig = require('@lyceum/platform/webpack');

// The host exposes nothing: it finds the remotes at run time from public/runtime-config.json.
// It serves the site root, so the public site's robots.txt and sitemap.xml are copied in too.
module.exports = createWebpackConfig({
  dir: __dirname,
  name: 'lyceum_host',
  port: 3000,
  title: 'Lyceum',
  extraPublicDirs: [path.join(__dirname, '../remote-public/public')],
  // The shared template plus the boot shell of the landing (see the comment inside).
  template: path.join(__dirname, 'public/index.html'),
});

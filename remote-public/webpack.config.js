const createWebpackConfig = require('@lyceum/platform/webpack');

module.exports = createWebpackConfig({
  dir: __dirname,
  name: 'lyceum_public',
  port: 3001,
  title: 'Lyceum public site (standalone)',
  exposes: { './pages': './src/pages.ts' },
});

const createWebpackConfig = require('@lyceum/platform/webpack');

module.exports = createWebpackConfig({
  dir: __dirname,
  name: 'lyceum_backoffice',
  port: 3004,
  title: 'Lyceum Back Office (standalone)',
  exposes: { './pages': './src/pages.ts' },
});

const createWebpackConfig = require('@lyceum/platform/webpack');

module.exports = createWebpackConfig({
  dir: __dirname,
  name: 'lyceum_academy',
  port: 3002,
  title: 'Lyceum Academy (standalone)',
  exposes: { './pages': './src/pages.ts' },
});

const createWebpackConfig = require('@lyceum/platform/webpack');

module.exports = createWebpackConfig({
  dir: __dirname,
  name: 'lyceum_chat',
  port: 3003,
  title: 'Lyceum Chat (standalone)',
  exposes: { './pages': './src/pages.ts' },
});

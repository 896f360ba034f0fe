const createWebpackConfig = require('@lyceum/build/webpack');

// The area's routes and navigation entries; the host mounts them where the runtime config says.
module.exports = createWebpackConfig({
  dir: __dirname,
  app: 'chat',
  title: 'Lyceum Chat (standalone)',
  exposes: { './area': './src/area.ts' },
});

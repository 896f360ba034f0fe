const createWebpackConfig = require('@lyceum/build/webpack');

// The area's routes and navigation entries; the host mounts them where the runtime config says.
module.exports = createWebpackConfig({
  dir: __dirname,
  app: 'backoffice',
  title: 'Lyceum Back Office (standalone)',
  exposes: { './area': './src/area.ts' },
});

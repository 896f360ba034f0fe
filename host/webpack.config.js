const createWebpackConfig = require('@lyceum/platform/webpack');

// The host exposes nothing: it finds the remotes at run time from public/runtime-config.json.
module.exports = createWebpackConfig({ dir: __dirname, name: 'lyceum_host', port: 3000, title: 'Lyceum' });

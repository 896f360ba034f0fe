// One webpack + Module Federation setup for the host and every remote, so the shared singletons
// and cache rules cannot drift between apps: this factory assembles an app's config from the
// sharing (webpack-sharing.cjs), the first-paint starter (webpack-first-paint.cjs) and the output
// (webpack-output.cjs). Tools resolve from the calling app; each app's port and federation name
// come from apps.json.
const { createRequire } = require('node:module');
const fs = require('node:fs');
const path = require('node:path');
const { frontEnd } = require('./apps.cjs');
const {
  PreloadStartupChunksPlugin,
  StartAfterFirstPaintPlugin,
} = require('./webpack-first-paint.cjs');
const {
  CopyPublicPlugin,
  RuntimeConfigPlugin,
  SitemapPlugin,
  outputFolder,
} = require('./webpack-output.cjs');
const { SharedExportsPlugin, sharedConfig, sharedExportAliases } = require('./webpack-sharing.cjs');

/** TypeScript and JSX, compiled by swc for the browser (or Node: both run ES2022). */
function scriptRule(appRequire, production) {
  return {
    test: /\.[cm]?[jt]sx?$/,
    exclude: /node_modules/,
    use: {
      loader: appRequire.resolve('swc-loader'),
      options: {
        jsc: {
          parser: { syntax: 'typescript', tsx: true },
          transform: { react: { runtime: 'automatic', development: !production } },
          target: 'es2022',
        },
      },
    },
  };
}

/** Matches the modules of the app's @lyceum/contracts (none, if the app does not depend on it). */
function contractsFolder(dir) {
  const link = path.join(dir, 'node_modules', '@lyceum', 'contracts');
  if (!fs.existsSync(link)) return () => false;
  const folder = `${fs.realpathSync(link)}${path.sep}`;
  return (module) => Boolean(module.resource?.startsWith(folder));
}

/**
 * Build variables: `process.env.LYCEUM_FIXTURE` in app code becomes the value the build ran with
 * ('' when unset), so a test fixture is compiled in only when asked for and dropped otherwise.
 */
const buildVariables = () => ({
  'process.env.LYCEUM_FIXTURE': JSON.stringify(process.env.LYCEUM_FIXTURE ?? ''),
});

/**
 * @param {object} options
 * @param {string} options.dir the app's folder (__dirname of its webpack.config.js)
 * @param {string} options.app the app's key in apps.json: `host`, `public`, `academy`, ...; its
 *   federation name and dev-server port are read from there
 * @param {Record<string, string>} [options.exposes]
 * @param {string} options.title HTML title
 * @param {object[]} [options.extraPlugins] more webpack plugins
 * @param {string[]} [options.extraPublicDirs] more folders copied into dist
 * @param {(siteUrl: string) => string} [options.sitemapXml] writes the site's sitemap.xml, emitted
 *   into dist for this build's site address
 * @param {string} [options.template] the app's own index.html template (not copied as is)
 * @param {boolean} [options.cssFiles] emit stylesheets as .css files, fetched with the chunks
 *   that import them, instead of JavaScript that writes <style> tags (the default)
 * @param {{ attribute: string, value: string }} [options.startAtInput] the mark on <html> of a
 *   page whose app starts at the visitor's first input rather than after the first paint
 */
module.exports = createWebpackConfig;
module.exports.scriptRule = scriptRule;
module.exports.buildVariables = buildVariables;

function createWebpackConfig({
  dir,
  app,
  exposes,
  title,
  extraPlugins,
  extraPublicDirs,
  sitemapXml,
  template = path.join(__dirname, 'index.html'),
  cssFiles = false,
  startAtInput,
}) {
  const { name, port } = frontEnd(app);
  const appRequire = createRequire(path.join(dir, 'package.json'));
  const HtmlWebpackPlugin = appRequire('html-webpack-plugin');
  const { ModuleFederationPlugin } = appRequire('@module-federation/enhanced/webpack');

  return (_env, argv) => {
    const production = argv.mode !== 'development';
    const { DefinePlugin } = appRequire('webpack');
    return {
      mode: production ? 'production' : 'development',
      ...(cssFiles ? { experiments: { css: true } } : {}),
      entry: path.join(dir, 'src/index.ts'),
      devtool: production ? 'source-map' : 'eval-cheap-module-source-map',
      output: {
        path: outputFolder(dir),
        publicPath: 'auto',
        uniqueName: name,
        // Entry files keep stable names (served no-cache); only chunks carry a content hash.
        filename: '[name].js',
        chunkFilename: production ? '[name].[contenthash:12].js' : '[name].js',
        assetModuleFilename: '[name].[contenthash:12][ext]',
        clean: true,
      },
      resolve: {
        extensions: ['.tsx', '.ts', '.mjs', '.js', '.json'],
        alias: sharedExportAliases(dir, appRequire),
      },
      module: {
        rules: [
          scriptRule(appRequire, production),
          cssFiles
            ? { test: /\.css$/, type: 'css/auto' }
            : {
                test: /\.css$/,
                use: [appRequire.resolve('style-loader'), appRequire.resolve('css-loader')],
              },
          { test: /\.(png|svg|webp|avif|woff2)$/, type: 'asset/resource' },
        ],
      },
      plugins: [
        new ModuleFederationPlugin({
          name,
          filename: 'remoteEntry.js',
          exposes: exposes ?? {},
          shared: sharedConfig(appRequire),
          shareStrategy: 'loaded-first',
          runtimePlugins: [path.join(__dirname, 'exact-share-versions.mjs')],
          dts: false,
          // Every app runs in the browser: the runtime leaves out its Node.js code. Only the host
          // loads remotes: a remote's runtime also leaves out remote loading and manifests.
          experiments: {
            optimization: exposes
              ? { target: 'web', disableRemote: true, disableSnapshot: true }
              : { target: 'web' },
          },
        }),
        // index.html serves every deep link (/fr/about), so it loads main.js from the root.
        new HtmlWebpackPlugin({ title, template, publicPath: '/' }),
        ...(production
          ? [
              new PreloadStartupChunksPlugin(HtmlWebpackPlugin),
              new StartAfterFirstPaintPlugin(HtmlWebpackPlugin, startAtInput),
            ]
          : []),
        ...[path.join(dir, 'public'), ...(extraPublicDirs ?? [])].map(
          (folder) => new CopyPublicPlugin(folder, [template]),
        ),
        new RuntimeConfigPlugin(),
        ...(sitemapXml ? [new SitemapPlugin(sitemapXml)] : []),
        new SharedExportsPlugin(),
        new DefinePlugin(buildVariables()),
        ...(extraPlugins ?? []),
      ],
      optimization: {
        splitChunks: {
          cacheGroups: {
            // The contracts (rules, error codes, page paths) are bundled, not shared: one chunk
            // for the app's code and its shared platform copy alike, not a copy in each.
            contracts: {
              test: contractsFolder(dir),
              chunks: 'async',
              minChunks: 2,
              minSize: 0,
              reuseExistingChunk: true,
            },
          },
        },
      },
      performance: { hints: false },
      devServer: {
        port: Number(process.env.PORT ?? port),
        historyApiFallback: true,
        hot: false,
        headers: { 'Access-Control-Allow-Origin': '*' },
        static: { directory: path.join(dir, 'public'), watch: false },
      },
    };
  };
}

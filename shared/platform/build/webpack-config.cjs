// One webpack + Module Federation setup for the host and every remote, so the shared singletons
// and cache rules cannot drift between apps. Tools resolve from the calling app.
const { createRequire } = require('node:module');
const fs = require('node:fs');
const path = require('node:path');

/** Federated singletons: exactly one copy of each runs, whichever app loaded it first. */
const SINGLETONS = [
  'react',
  'react-dom',
  'react-router-dom',
  'zustand',
  'i18next',
  'react-i18next',
  '@lyceum/platform',
  '@lyceum/ui',
];

/** A dependency's package.json as the app resolves it (some packages do not export it). */
function readPackage(appRequire, name) {
  try {
    return appRequire(`${name}/package.json`);
  } catch {
    let folder = path.dirname(appRequire.resolve(name));
    while (!fs.existsSync(path.join(folder, 'package.json'))) folder = path.dirname(folder);
    return JSON.parse(fs.readFileSync(path.join(folder, 'package.json'), 'utf8'));
  }
}

function sharedConfig(appRequire) {
  const shared = {};
  for (const name of SINGLETONS) {
    const { version } = readPackage(appRequire, name);
    shared[name] = { singleton: true, requiredVersion: version, version };
  }
  // Deep imports (react/jsx-runtime, react-dom/client) are separate modules: share them too.
  shared['react/'] = { singleton: true, requiredVersion: shared.react.version };
  shared['react-dom/'] = { singleton: true, requiredVersion: shared['react-dom'].version };
  return shared;
}

/** Where the site is published: absolute URLs in robots.txt and sitemap.xml start with it. */
const PUBLIC_SITE_URL = (process.env.PUBLIC_SITE_URL ?? 'http://localhost:3000').replace(/\/$/, '');
const TEXT_FILE = /\.(txt|xml)$/;

/**
 * Emits every file of the app's public/ folder (e.g. runtime-config.json) into dist; in .txt and
 * .xml files, `%PUBLIC_SITE_URL%` becomes the site's address for this build.
 */
class CopyPublicPlugin {
  constructor(folder, skip = []) {
    this.folder = folder;
    this.skip = new Set(skip);
  }
  apply(compiler) {
    const { Compilation, sources } = compiler.webpack;
    compiler.hooks.thisCompilation.tap('CopyPublicPlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: 'CopyPublicPlugin', stage: Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL },
        () => {
          if (!fs.existsSync(this.folder)) return;
          for (const file of fs.readdirSync(this.folder, {
            recursive: true,
            withFileTypes: true,
          })) {
            if (!file.isFile() || file.name.startsWith('.')) continue;
            const full = path.join(file.parentPath, file.name);
            if (this.skip.has(full)) continue;
            const name = path.relative(this.folder, full).split(path.sep).join('/');
            const content = TEXT_FILE.test(name)
              ? fs.readFileSync(full, 'utf8').replaceAll('%PUBLIC_SITE_URL%', PUBLIC_SITE_URL)
              : fs.readFileSync(full);
            compilation.emitAsset(name, new sources.RawSource(content));
          }
        },
      );
    });
  }
}

/**
 * Preloads, from index.html, the scripts the app needs before its first render: the chunks of
 * the entry's own async imports (`import('./bootstrap')`) and of the shared modules it provides.
 * Without it the browser finds them only after main.js has run. (Consume fallbacks are skipped:
 * with `loaded-first` the provided copies are the ones used.)
 */
class PreloadStartupChunksPlugin {
  constructor(HtmlWebpackPlugin) {
    this.HtmlWebpackPlugin = HtmlWebpackPlugin;
  }
  apply(compiler) {
    compiler.hooks.thisCompilation.tap('PreloadStartupChunksPlugin', (compilation) => {
      const hooks = this.HtmlWebpackPlugin.getHooks(compilation);
      hooks.alterAssetTagGroups.tap('PreloadStartupChunksPlugin', (data) => {
        const { chunkGraph } = compilation;
        const files = new Set();
        for (const entrypoint of compilation.entrypoints.values()) {
          for (const chunk of entrypoint.chunks) {
            // The entry's own tag is `defer` (low priority): fetch it first anyway.
            for (const file of chunk.files) if (file.endsWith('.js')) files.add(file);
            for (const module of chunkGraph.getChunkModulesIterable(chunk)) {
              if (module.type === 'consume-shared-module') continue;
              for (const block of module.blocks ?? []) {
                const group = chunkGraph.getBlockChunkGroup(block);
                for (const startup of group?.chunks ?? []) {
                  for (const file of startup.files) if (file.endsWith('.js')) files.add(file);
                }
              }
            }
          }
        }
        const publicPath = data.publicPath ?? '/';
        data.headTags.push(
          ...[...files].map((file) =>
            this.HtmlWebpackPlugin.createHtmlTagObject('link', {
              rel: 'preload',
              as: 'script',
              href: `${publicPath}${file}`,
            }),
          ),
        );
        return data;
      });
    });
  }
}

/**
 * @param {object} options
 * @param {string} options.dir the app's folder (__dirname of its webpack.config.js)
 * @param {string} options.name federation name, e.g. lyceum_public
 * @param {number} options.port dev-server port
 * @param {Record<string, string>} [options.exposes]
 * @param {string} options.title HTML title
 * @param {string[]} [options.extraPublicDirs] more folders copied into dist
 * @param {string} [options.template] the app's own index.html template (not copied as is)
 */
module.exports = function createWebpackConfig({
  dir,
  name,
  port,
  exposes,
  title,
  extraPlugins,
  extraPublicDirs,
  template = path.join(__dirname, 'index.html'),
}) {
  const appRequire = createRequire(path.join(dir, 'package.json'));
  const HtmlWebpackPlugin = appRequire('html-webpack-plugin');
  const { ModuleFederationPlugin } = appRequire('@module-federation/enhanced/webpack');

  return (_env, argv) => {
    const production = argv.mode !== 'development';
    return {
      mode: production ? 'production' : 'development',
      entry: path.join(dir, 'src/index.ts'),
      devtool: production ? 'source-map' : 'eval-cheap-module-source-map',
      output: {
        path: path.join(dir, 'dist'),
        publicPath: 'auto',
        uniqueName: name,
        // Entry files keep stable names (served no-cache); only chunks carry a content hash.
        filename: '[name].js',
        chunkFilename: production ? '[name].[contenthash:12].js' : '[name].js',
        assetModuleFilename: '[name].[contenthash:12][ext]',
        clean: true,
      },
      resolve: { extensions: ['.tsx', '.ts', '.mjs', '.js', '.json'] },
      module: {
        rules: [
          {
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
          },
          {
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
          dts: false,
        }),
        // index.html serves every deep link (/fr/about), so it loads main.js from the root.
        new HtmlWebpackPlugin({ title, template, publicPath: '/' }),
        ...(production ? [new PreloadStartupChunksPlugin(HtmlWebpackPlugin)] : []),
        ...[path.join(dir, 'public'), ...(extraPublicDirs ?? [])].map(
          (folder) => new CopyPublicPlugin(folder, [template]),
        ),
        ...(extraPlugins ?? []),
      ],
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
};

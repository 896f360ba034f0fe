// A Node bundle of an app's components, run once at build time to render its pages to HTML (the
// public remote's prerendered pages). Scripts compile as in the browser build; stylesheets are
// left out (the page's markup holds class names, the browser build its rules), or with
// `collectStyles` handed to server-styles.cjs as they run; pictures get the
// browser build's names (same content hash, same pattern) under a stand-in address that the
// server of the pages replaces with the app's own, and no file is written for them.
const { createRequire } = require('node:module');
const path = require('node:path');
const { buildVariables, scriptRule } = require('./webpack-config.cjs');
const { serverOutputFolder } = require('./webpack-output.cjs');

/**
 * @param {object} options
 * @param {string} options.dir the app's folder
 * @param {string} options.entry the module to bundle, relative to `dir`
 * @param {string} options.filename the bundle's file name, in the folder beside the app's output
 *   folder (`dist-server` beside `dist`), emptied by each build
 * @param {string} options.assetsOrigin the stand-in address pictures are written under
 * @param {boolean} [options.collectStyles] keep the stylesheets' texts (server-styles.cjs)
 */
function createServerRenderConfig({ dir, entry, filename, assetsOrigin, collectStyles = false }) {
  const appRequire = createRequire(path.join(dir, 'package.json'));
  const { DefinePlugin } = appRequire('webpack');
  return {
    name: 'server-render',
    mode: 'production',
    target: 'node22',
    entry: path.join(dir, entry),
    devtool: false,
    output: {
      path: serverOutputFolder(dir),
      filename,
      library: { type: 'commonjs2' },
      publicPath: `${assetsOrigin}/`,
      assetModuleFilename: '[name].[contenthash:12][ext]',
      clean: true,
    },
    resolve: { extensions: ['.tsx', '.ts', '.mjs', '.js', '.json'] },
    module: {
      rules: [
        scriptRule(appRequire, true),
        {
          test: /\.css$/,
          use: path.join(
            __dirname,
            collectStyles ? 'collect-css-loader.cjs' : 'empty-module-loader.cjs',
          ),
        },
        {
          test: /\.(png|svg|webp|avif|woff2)$/,
          type: 'asset/resource',
          generator: { emit: false },
        },
      ],
    },
    plugins: [new DefinePlugin(buildVariables())],
    // One run at build time: readable stack traces matter more than size.
    optimization: { minimize: false, splitChunks: false },
    performance: { hints: false },
  };
}

/**
 * An app's webpack configuration with its prerenderer: the browser build alone for the
 * development server (which renders every page in the browser), both for a production build.
 * @param {(env: unknown, argv: { mode?: string }) => object} browser the browser build's
 *   configuration
 * @param {Parameters<typeof createServerRenderConfig>[0]} serverRender the prerenderer's options
 */
function withServerRender(browser, serverRender) {
  return (env, argv) =>
    argv.mode === 'development'
      ? browser(env, argv)
      : [browser(env, argv), createServerRenderConfig(serverRender)];
}

module.exports = { createServerRenderConfig, withServerRender };

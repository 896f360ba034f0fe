// One webpack + Module Federation setup for the host and every remote, so the shared singletons
// and cache rules cannot drift between apps. Tools resolve from the calling app; each app's
// port and federation name come from apps.json.
const { createRequire } = require('node:module');
const fs = require('node:fs');
const path = require('node:path');
const { devRuntimeConfig, frontEnd, localOrigin, readApps } = require('./apps.cjs');
const { AFTER_PAINT } = require('./page-markers.cjs');

/** Federated singletons: exactly one copy of each runs, whichever app loaded it first. */
const SINGLETONS = [
  'react',
  'react-dom',
  'react-router-dom',
  'zustand',
  'i18next',
  'react-i18next',
  '@tanstack/react-query',
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

/**
 * Singletons shared with only the exports listed: the copy an app provides, and its fallback,
 * hold those and whatever they need, not the whole library. A provided module is shared whole
 * (the app cannot know what another app will use), so without the list nothing of it is tree
 * shaken: React Router's data routers, server rendering and cookies, say. An app importing a name
 * that is not listed fails to build (SharedExportsPlugin); add the name here and rebuild the host
 * with the remote, since the host's copy is the one every app uses.
 */
const SHARED_EXPORTS = {
  'react-router-dom': [
    'BrowserRouter',
    'Link',
    'Navigate',
    'Outlet',
    'Route',
    'Routes',
    'useLocation',
    'useNavigate',
    'useParams',
    'useSearchParams',
  ],
  '@tanstack/react-query': [
    'QueryClient',
    'QueryClientProvider',
    'keepPreviousData',
    'useMutation',
    'useQuery',
    'useQueryClient',
  ],
  'react-i18next': ['initReactI18next', 'useTranslation'],
};

/**
 * Writes, for each library of SHARED_EXPORTS, a module re-exporting only its listed names from
 * the file the app resolves, into the app's node_modules cache; returns the aliases that make the
 * library's name resolve to it.
 */
function sharedExportAliases(dir, appRequire) {
  const folder = path.join(dir, 'node_modules', '.cache', 'lyceum-shared');
  fs.mkdirSync(folder, { recursive: true });
  // The library's ES module build, as webpack picks it for the browser (require() would give
  // the CommonJS one, which does not tree shake).
  const { create } = createRequire(appRequire.resolve('webpack'))('enhanced-resolve');
  const resolveModule = create.sync({
    conditionNames: ['import', 'module', 'webpack', 'production', 'browser'],
    mainFields: ['browser', 'module', 'main'],
    extensions: ['.mjs', '.js'],
  });
  const aliases = {};
  for (const [name, names] of Object.entries(SHARED_EXPORTS)) {
    const file = path.join(folder, `${name.replace('/', '+')}.mjs`);
    const target = JSON.stringify(resolveModule(dir, name).split(path.sep).join('/'));
    const text = `// Written by the build (tools/build/webpack-config.cjs).\nexport { ${names.join(', ')} } from ${target};\n`;
    if (!fs.existsSync(file) || fs.readFileSync(file, 'utf8') !== text)
      fs.writeFileSync(file, text);
    aliases[`${name}$`] = file;
  }
  return aliases;
}

/**
 * Fails the build when app code imports, or re-exports, a name of a SHARED_EXPORTS library that
 * is not in its list: the shared copy would not have it, and the page would break at run time.
 */
class SharedExportsPlugin {
  apply(compiler) {
    compiler.hooks.thisCompilation.tap('SharedExportsPlugin', (compilation) => {
      compilation.hooks.finishModules.tap('SharedExportsPlugin', (modules) => {
        for (const module of modules) {
          if (!module.resource || module.resource.includes(`${path.sep}node_modules${path.sep}`))
            continue;
          for (const dependency of module.dependencies) {
            const listed = SHARED_EXPORTS[dependency.request];
            const name = dependency.ids?.[0];
            if (!listed || !name || listed.includes(name)) continue;
            const { WebpackError } = compiler.webpack;
            const error = new WebpackError(
              `${dependency.request} is shared with only the exports listed in SHARED_EXPORTS (tools/build/webpack-config.cjs); add "${name}" there`,
            );
            error.module = module;
            compilation.errors.push(error);
          }
        }
      });
    });
  }
}

/** Matches the modules of the app's @lyceum/contracts (none, if the app does not depend on it). */
function contractsFolder(dir) {
  const link = path.join(dir, 'node_modules', '@lyceum', 'contracts');
  if (!fs.existsSync(link)) return () => false;
  const folder = `${fs.realpathSync(link)}${path.sep}`;
  return (module) => Boolean(module.resource?.startsWith(folder));
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
const PUBLIC_SITE_URL = (process.env.PUBLIC_SITE_URL ?? localOrigin(readApps().host.port)).replace(
  /\/$/,
  '',
);
const TEXT_FILE = /\.(txt|xml)$/;
const RUNTIME_CONFIG_FILE = 'runtime-config.json';

/**
 * Emits every file of the app's public/ folder into dist; in .txt and .xml files,
 * `%PUBLIC_SITE_URL%` becomes the site's address for this build. A runtime-config.json there is
 * skipped: RuntimeConfigPlugin makes that file.
 */
class CopyPublicPlugin {
  constructor(folder, skip = []) {
    this.folder = folder;
    this.skip = new Set([...skip, path.join(folder, RUNTIME_CONFIG_FILE)]);
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
 * The runtime config a build carries: the file named by LYCEUM_RUNTIME_CONFIG when set (a path,
 * relative to the working folder), else the development one from apps.json (every app on
 * localhost at its port). Deployments replace the file in dist; nothing in a bundle depends on
 * it.
 */
function runtimeConfigText() {
  const override = process.env.LYCEUM_RUNTIME_CONFIG;
  const config = override
    ? JSON.parse(fs.readFileSync(path.resolve(override), 'utf8'))
    : devRuntimeConfig();
  return `${JSON.stringify(config, null, 2)}\n`;
}

/**
 * Emits runtime-config.json into every app's output, the host's and each remote's alike, so a
 * remote's dev shell reads the same API address and mount points as the host. The dev server
 * serves it from memory like any other emitted file.
 */
class RuntimeConfigPlugin {
  apply(compiler) {
    const { Compilation, sources } = compiler.webpack;
    compiler.hooks.thisCompilation.tap('RuntimeConfigPlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: 'RuntimeConfigPlugin', stage: Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL },
        () =>
          compilation.emitAsset(RUNTIME_CONFIG_FILE, new sources.RawSource(runtimeConfigText())),
      );
    });
  }
}

/** Whether `inner` is `outer` or inside it (both absolute). */
function within(outer, inner) {
  const relative = path.relative(outer, inner);
  return relative === '' || (!relative.startsWith('..') && !path.isAbsolute(relative));
}

/**
 * The output folder: LYCEUM_OUT_DIR when set (absolute, or relative to the app's folder), else
 * the app's dist. The folder is emptied before each build, so a folder holding the app is
 * refused, and inside the app only a top-level folder named dist… (dist-fixture, say) is taken.
 */
function outputFolder(dir) {
  const chosen = process.env.LYCEUM_OUT_DIR;
  if (!chosen) return path.join(dir, 'dist');
  const folder = path.resolve(dir, chosen);
  const inApp = within(dir, folder);
  if (within(folder, dir) || (inApp && !/^dist[^/\\]*$/.test(path.relative(dir, folder)))) {
    throw new Error(
      `LYCEUM_OUT_DIR=${chosen}: the build empties its output folder; choose one outside ${dir} or a dist… folder in it`,
    );
  }
  return folder;
}

/** The files of a chunk that the browser fetches: its scripts and its stylesheets. */
const STARTUP_FILE = /\.(js|css)$/;

/**
 * Preloads, from index.html's after-paint template (page-markers.cjs, so once the page's starter
 * runs, together with the entry), the scripts (and stylesheets) the app needs before its first
 * render: the chunks of the entry's own async imports (`import('./bootstrap')`) and of the shared
 * modules it provides that those chunks consume, directly or through another such module. A
 * provided library only later code needs (TanStack Query, loaded with the first remote page) is
 * not preloaded. Without it the browser finds them only after main.js has run. (Consume
 * fallbacks are skipped: with `loaded-first` the provided copies are the ones used.)
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
        const addFiles = (chunk) => {
          for (const file of chunk.files) if (STARTUP_FILE.test(file)) files.add(file);
        };
        /** Share key → the chunks that provide it. */
        const provided = new Map();
        const startup = [];
        for (const entrypoint of compilation.entrypoints.values()) {
          for (const chunk of entrypoint.chunks) {
            // The entry's own files too, first: the starter adds its script after the preloads.
            addFiles(chunk);
            for (const module of chunkGraph.getChunkModulesIterable(chunk)) {
              if (module.type === 'consume-shared-module') continue;
              for (const block of module.blocks ?? []) {
                const chunks = chunkGraph.getBlockChunkGroup(block)?.chunks ?? [];
                if (module.type === 'provide-module') provided.set(module._name, chunks);
                else startup.push(...chunks);
              }
            }
          }
        }
        // The startup chunks, then every provided module they consume, until none is new.
        const seen = new Set();
        while (startup.length > 0) {
          const chunk = startup.pop();
          if (seen.has(chunk)) continue;
          seen.add(chunk);
          addFiles(chunk);
          for (const module of chunkGraph.getChunkModulesIterable(chunk)) {
            if (module.type === 'consume-shared-module') {
              startup.push(...(provided.get(module.options.shareKey) ?? []));
            }
          }
        }
        const publicPath = data.publicPath ?? '/';
        const links = [...files].map(
          (file) =>
            `<link rel="preload" as="${file.endsWith('.css') ? 'style' : 'script'}" href="${publicPath}${file}">`,
        );
        if (links.length > 0) {
          data.headTags.push(
            this.HtmlWebpackPlugin.createHtmlTagObject(
              'template',
              { [AFTER_PAINT.attribute]: AFTER_PAINT.value },
              links.join(''),
            ),
          );
        }
        return data;
      });
    });
  }
}

/* global document, requestAnimationFrame */
/**
 * The page's starter, run inline as it is written here (so in the syntax every browser reads):
 * it starts the app once the document is parsed and the browser has painted a first frame, by
 * moving the after-paint templates' content (`templates`, a selector) into <head>, then adding the
 * entry scripts (`sources`, in order). A `defer` script or a preload in the page would start at
 * once, sharing the network and the main thread with the first paint. Where the page shows a
 * picture marked `elementtiming` (the boot shell's), the starter also waits until the browser
 * reports that picture painted (Element Timing); where Element Timing is missing, until it has
 * loaded and a frame is painted; it stops waiting when the picture fails or after
 * `pictureWaitMs`. A hidden tab, which paints no frame, starts at once.
 */
function starter(sources, templates, pictureWaitMs, sliceMs) {
  var started = false;
  function load() {
    if (started) return;
    started = true;
    var nodes = [];
    document.querySelectorAll(templates).forEach(function (template) {
      nodes = nodes.concat(Array.prototype.slice.call(template.content.childNodes));
    });
    // Each preload costs the browser some work as it is added (a request to start): they are
    // added in slices of `sliceMs`, a task each, then the entry scripts.
    (function add() {
      var until = performance.now() + sliceMs;
      while (nodes.length > 0) {
        document.head.appendChild(nodes.shift());
        if (nodes.length > 0 && performance.now() >= until) return setTimeout(add, 0);
      }
      sources.forEach(function (source) {
        var script = document.createElement('script');
        script.src = source;
        script.async = false;
        document.head.appendChild(script);
      });
    })();
  }
  function afterFrame() {
    requestAnimationFrame(function () {
      setTimeout(load, 0);
    });
  }
  function start() {
    if (document.visibilityState === 'hidden') return load();
    var waiting = Array.prototype.slice.call(document.querySelectorAll('img[elementtiming]'));
    if (waiting.length === 0) return afterFrame();
    setTimeout(load, pictureWaitMs);
    var timed =
      typeof PerformanceObserver !== 'undefined' &&
      (PerformanceObserver.supportedEntryTypes || []).indexOf('element') !== -1;
    var observer = null;
    function painted(picture, failed) {
      var at = waiting.indexOf(picture);
      if (at === -1) return;
      waiting.splice(at, 1);
      if (waiting.length > 0) return;
      if (observer) observer.disconnect();
      if (timed && !failed) load();
      else afterFrame();
    }
    waiting.slice().forEach(function (picture) {
      if (picture.complete && (!timed || !picture.naturalWidth)) return painted(picture, true);
      picture.addEventListener('error', function () {
        painted(picture, true);
      });
      if (!timed) {
        picture.addEventListener('load', function () {
          painted(picture, true);
        });
      }
    });
    if (timed && waiting.length > 0) {
      observer = new PerformanceObserver(function (list) {
        list.getEntries().forEach(function (entry) {
          painted(entry.element, false);
        });
      });
      observer.observe({ type: 'element', buffered: true });
    }
  }
  if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', start);
  else start();
}

/** The longest the starter waits for the boot picture's paint before starting the app anyway. */
const PICTURE_WAIT_MS = 1000;

/** The starter's longest task adding preloads before it lets the browser run others. */
const SLICE_MS = 5;

/** The inline script of a page whose entry scripts are `sources`: `starter`, called. */
function startAfterFirstPaint(sources) {
  const templates = `template[${AFTER_PAINT.attribute}="${AFTER_PAINT.value}"]`;
  return `(${starter})(${JSON.stringify(sources)},${JSON.stringify(templates)},${PICTURE_WAIT_MS},${SLICE_MS});`;
}

/** Replaces index.html's entry `<script defer>` tags by `startAfterFirstPaint`, at the body's end. */
class StartAfterFirstPaintPlugin {
  constructor(HtmlWebpackPlugin) {
    this.HtmlWebpackPlugin = HtmlWebpackPlugin;
  }
  apply(compiler) {
    compiler.hooks.thisCompilation.tap('StartAfterFirstPaintPlugin', (compilation) => {
      const hooks = this.HtmlWebpackPlugin.getHooks(compilation);
      hooks.alterAssetTagGroups.tap('StartAfterFirstPaintPlugin', (data) => {
        const isEntry = (tag) => tag.tagName === 'script' && typeof tag.attributes.src === 'string';
        const sources = [...data.headTags, ...data.bodyTags]
          .filter(isEntry)
          .map((tag) => tag.attributes.src);
        if (sources.length === 0) return data;
        data.headTags = data.headTags.filter((tag) => !isEntry(tag));
        data.bodyTags = [
          ...data.bodyTags.filter((tag) => !isEntry(tag)),
          this.HtmlWebpackPlugin.createHtmlTagObject('script', {}, startAfterFirstPaint(sources)),
        ];
        return data;
      });
    });
  }
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
 * @param {string} [options.template] the app's own index.html template (not copied as is)
 * @param {boolean} [options.cssFiles] emit stylesheets as .css files, fetched with the chunks
 *   that import them, instead of JavaScript that writes <style> tags (the default)
 */
module.exports = function createWebpackConfig({
  dir,
  app,
  exposes,
  title,
  extraPlugins,
  extraPublicDirs,
  template = path.join(__dirname, 'index.html'),
  cssFiles = false,
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
              new StartAfterFirstPaintPlugin(HtmlWebpackPlugin),
            ]
          : []),
        ...[path.join(dir, 'public'), ...(extraPublicDirs ?? [])].map(
          (folder) => new CopyPublicPlugin(folder, [template]),
        ),
        new RuntimeConfigPlugin(),
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
};

module.exports.SINGLETONS = SINGLETONS;
module.exports.SHARED_EXPORTS = SHARED_EXPORTS;
module.exports.SharedExportsPlugin = SharedExportsPlugin;
module.exports.outputFolder = outputFolder;
module.exports.runtimeConfigText = runtimeConfigText;
module.exports.startAfterFirstPaint = startAfterFirstPaint;

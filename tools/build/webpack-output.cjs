// What a build writes besides the bundle: the output folder, the app's public files (with the
// site's address filled in) and runtime-config.json.
const fs = require('node:fs');
const path = require('node:path');
const { devRuntimeConfig, localOrigin, readApps } = require('./apps.cjs');

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

/** Emits sitemap.xml, written for this build's site address by `sitemapXml(siteUrl)`. */
class SitemapPlugin {
  constructor(sitemapXml) {
    this.sitemapXml = sitemapXml;
  }
  apply(compiler) {
    const { Compilation, sources } = compiler.webpack;
    compiler.hooks.thisCompilation.tap('SitemapPlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: 'SitemapPlugin', stage: Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL },
        () => {
          compilation.emitAsset(
            'sitemap.xml',
            new sources.RawSource(this.sitemapXml(PUBLIC_SITE_URL)),
          );
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

/** The folder of an app's server-side bundle: beside its output folder, named after it. */
const serverOutputFolder = (dir) => `${outputFolder(dir)}-server`;

module.exports = {
  CopyPublicPlugin,
  RuntimeConfigPlugin,
  SitemapPlugin,
  outputFolder,
  runtimeConfigText,
  serverOutputFolder,
  PUBLIC_SITE_URL,
};

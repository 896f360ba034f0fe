// What the apps share through Module Federation and how: the singletons (one copy runs, whichever
// app loaded it first), the libraries shared with only the exports the apps use, and the check
// that fails a build importing any other name.
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
    const text = `// Written by the build (tools/build/webpack-sharing.cjs).\nexport { ${names.join(', ')} } from ${target};\n`;
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
              `${dependency.request} is shared with only the exports listed in SHARED_EXPORTS (tools/build/webpack-sharing.cjs); add "${name}" there`,
            );
            error.module = module;
            compilation.errors.push(error);
          }
        }
      });
    });
  }
}

/** The `shared` option of every app: the singletons at the version the app resolves. */
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

module.exports = {
  SHARED_EXPORTS,
  SINGLETONS,
  SharedExportsPlugin,
  sharedConfig,
  sharedExportAliases,
};

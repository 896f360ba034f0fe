const assert = require('node:assert/strict');
const fs = require('node:fs');
const { createRequire } = require('node:module');
const os = require('node:os');
const path = require('node:path');
const { test } = require('node:test');
const { ROOT } = require('../apps.cjs');
const createWebpackConfig = require('../webpack-config.cjs');

const { SHARED_EXPORTS, SharedExportsPlugin } = require('../webpack-sharing.cjs');
const hostDir = path.join(ROOT, 'host');
const webpack = createRequire(path.join(hostDir, 'package.json'))('webpack');

test('each library of SHARED_EXPORTS resolves to a module of only its listed names', () => {
  const config = createWebpackConfig({ dir: hostDir, app: 'host', title: 'x' })(
    {},
    { mode: 'production' },
  );
  for (const [name, names] of Object.entries(SHARED_EXPORTS)) {
    const file = config.resolve.alias[`${name}$`];
    assert.ok(file, name);
    const [, exported, target] = /export \{ ([^}]+) \} from "([^"]+)";/.exec(
      fs.readFileSync(file, 'utf8'),
    );
    assert.deepEqual(exported.split(', '), names);
    // The ES module build, which tree shakes (not the CommonJS one).
    assert.doesNotMatch(target, /[/](cjs|commonjs)[/]|\.cjs$/, name);
    assert.ok(fs.existsSync(target), target);
  }
});

/** Compiles one module of app code (the libraries stay external) with SharedExportsPlugin. */
function compile(source) {
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'lyceum-shared-exports-'));
  fs.writeFileSync(path.join(folder, 'index.js'), source);
  const compiler = webpack({
    mode: 'production',
    context: folder,
    entry: './index.js',
    output: { path: path.join(folder, 'dist') },
    externals: Object.fromEntries(Object.keys(SHARED_EXPORTS).map((name) => [name, 'var {}'])),
    plugins: [new SharedExportsPlugin()],
  });
  return new Promise((resolve, reject) =>
    compiler.run((error, stats) => {
      compiler.close(() => undefined);
      fs.rmSync(folder, { recursive: true, force: true });
      if (error) reject(error);
      else resolve(stats.toJson({ all: false, errors: true }).errors.map((e) => e.message));
    }),
  );
}

test('importing or re-exporting a name the shared copy lacks fails the build', async () => {
  assert.deepEqual(
    await compile(
      "import { Link } from 'react-router-dom';\nexport { useQuery } from '@tanstack/react-query';\nconsole.log(Link);\n",
    ),
    [],
  );
  const errors = await compile(
    "import { Link, createBrowserRouter } from 'react-router-dom';\nexport { useSuspenseQuery } from '@tanstack/react-query';\nconsole.log(Link, createBrowserRouter);\n",
  );
  assert.equal(errors.length, 2, errors.join('\n'));
  assert.ok(errors.some((message) => message.includes('add "createBrowserRouter"')));
  assert.ok(errors.some((message) => message.includes('add "useSuspenseQuery"')));
});

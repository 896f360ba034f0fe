const assert = require('node:assert/strict');
const { test } = require('node:test');

const load = async () => (await import('../exact-share-versions.mjs')).default();

/** The arguments the federation runtime passes to resolveShare, around one registered copy. */
function args({ version = '19.2.0', requiredVersion = '19.2.0', singleton = true } = {}) {
  const copy = { version, from: 'lyceum_host' };
  const original = () => 'the runtime resolver';
  return {
    copy,
    original,
    value: {
      shareScopeMap: { default: { react: { [version]: copy } } },
      scope: 'default',
      pkgName: 'react',
      version,
      shareInfo: { shareConfig: { singleton, requiredVersion } },
      resolver: original,
    },
  };
}

test('a singleton with exactly the required version resolves to its copy directly', async () => {
  const plugin = await load();
  const { copy, value } = args();
  const result = plugin.resolveShare(value);
  assert.deepEqual(result.resolver(), { shared: copy, useTreesShaking: false });
});

test('another version, a non-singleton or a missing copy keeps the runtime resolver', async () => {
  const plugin = await load();
  for (const options of [{ requiredVersion: '19.1.0' }, { singleton: false }]) {
    const { original, value } = args(options);
    assert.equal(plugin.resolveShare(value).resolver, original);
  }
  const { original, value } = args();
  value.version = '18.3.1';
  assert.equal(plugin.resolveShare(value).resolver, original);
});

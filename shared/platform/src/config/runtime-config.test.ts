import {
  areaStartPath,
  defaultRuntimeConfig,
  homeArea,
  mountedAreas,
  parseRuntimeConfig,
} from './runtime-config';

test('keeps the well-formed parts of a config and trims slashes from mount points', () => {
  const config = parseRuntimeConfig({
    apiBaseUrl: 'https://api.example.org',
    remotes: {
      academy: {
        name: 'lyceum_academy',
        manifest: 'https://a.example.org/mf-manifest.json',
        mount: '/flashcards/',
        access: 'user',
      },
      chat: { manifest: 42, mount: 'chat', access: 'everyone' },
    },
  });
  expect(config.apiBaseUrl).toBe('https://api.example.org');
  expect(config.remotes.academy).toEqual({
    name: 'lyceum_academy',
    manifest: 'https://a.example.org/mf-manifest.json',
    mount: 'flashcards',
    access: 'user',
  });
  expect(config.remotes.chat.manifest).toBe(defaultRuntimeConfig.remotes.chat.manifest);
  expect(config.remotes.public).toEqual(defaultRuntimeConfig.remotes.public);
});

test('an area whose guard is missing or unknown gets the strictest one', () => {
  const config = parseRuntimeConfig({ remotes: { chat: { mount: 'chat', access: 'everyone' } } });
  expect(mountedAreas(config)).toEqual([{ remote: 'chat', mount: 'chat', access: 'admin' }]);
});

test('a broken file gives the defaults', () => {
  expect(parseRuntimeConfig('nonsense')).toEqual(defaultRuntimeConfig);
  expect(mountedAreas(defaultRuntimeConfig)).toEqual([]);
});

test('the home is the first mounted area that says so, behind its guard', () => {
  const config = parseRuntimeConfig({
    remotes: {
      academy: { mount: 'flashcards', access: 'user', home: 'yes' },
      chat: { mount: 'chat', access: 'user', home: true },
      backoffice: { mount: 'back-office', access: 'admin', home: true },
    },
  });
  expect(config.remotes.academy.home).toBeUndefined();
  expect(homeArea(config)).toEqual({ remote: 'chat', mount: 'chat', access: 'user' });
  expect(homeArea(parseRuntimeConfig({ remotes: { chat: { home: true } } }))).toBeNull();
});

test('an area starts at its mount point; an area not mounted has no start', () => {
  const config = parseRuntimeConfig({ remotes: { academy: { mount: '/study/', access: 'user' } } });
  expect(areaStartPath('academy', config)).toBe('/study');
  expect(areaStartPath('chat', config)).toBeNull();
});

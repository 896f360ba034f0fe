import { defaultRuntimeConfig, parseRuntimeConfig, setRuntimeConfig } from '@lyceum/platform';
import { academyPath, chatPath, discoverPath } from './area-links';

afterEach(() => setRuntimeConfig(defaultRuntimeConfig));

test('links follow the mount points of the runtime config', () => {
  setRuntimeConfig(
    parseRuntimeConfig({
      remotes: {
        academy: { mount: 'study', access: 'user' },
        chat: { mount: 'talk', access: 'user', home: true },
      },
    }),
  );
  expect(chatPath()).toBe('/talk');
  expect(chatPath('marcus-aurelius')).toBe('/talk/marcus-aurelius');
  expect(chatPath('a b/c')).toBe('/talk/a%20b%2Fc');
  expect(academyPath()).toBe('/study');
  expect(discoverPath()).toBe('/');
});

test('without mount points: the chat at its own name, no Academy, no Discover', () => {
  expect(chatPath('seneca')).toBe('/chat/seneca');
  expect(academyPath()).toBeNull();
  expect(discoverPath()).toBeNull();
});

test('Discover is only where the chat serves the home', () => {
  setRuntimeConfig(
    parseRuntimeConfig({
      remotes: {
        academy: { mount: 'flashcards', access: 'user', home: true },
        chat: { mount: 'chat', access: 'user' },
      },
    }),
  );
  expect(discoverPath()).toBeNull();
});

import { i18n } from '@lyceum/platform';
import { act, screen } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { renderWithProviders, setSession } from '../../testing/test-utils';
import { LanguagePrefix } from './language-prefix';
import { stripPrefix, withLanguage } from './language-paths';

function renderPrefixed(path: string) {
  return renderWithProviders(
    <Routes>
      <Route path="/:lang" element={<LanguagePrefix />}>
        <Route index element={<p>landing</p>} />
        <Route path="about" element={<p>about page</p>} />
      </Route>
      <Route path="/about" element={<p>plain about</p>} />
      <Route path="/" element={<p>plain landing</p>} />
    </Routes>,
    { route: path },
  );
}

const location = () => screen.getByTestId('location').textContent;

beforeEach(async () => {
  localStorage.clear();
  setSession('guest');
  await act(() => i18n.changeLanguage('en'));
});

test('an unsupported prefix is stripped, keeping query and hash', () => {
  renderPrefixed('/de/about?ref=mail#team');
  expect(location()).toBe('/about?ref=mail#team');
  expect(screen.getByText('plain about')).toBeTruthy();
});

test('an unsupported bare prefix goes to /', () => {
  renderPrefixed('/xx');
  expect(location()).toBe('/');
});

test('a stored preference that differs wins, with the same path', () => {
  localStorage.setItem('preferred_language', 'en');
  renderPrefixed('/fr/about?x=1');
  expect(location()).toBe('/en/about?x=1');
  expect(screen.getByText('about page')).toBeTruthy();
  expect(localStorage.getItem('preferred_language')).toBe('en');
});

test('with nothing stored the prefix becomes the preference and the interface switches', async () => {
  renderPrefixed('/fr/about');
  expect(screen.getByText('about page')).toBeTruthy();
  await act(() => Promise.resolve());
  expect(localStorage.getItem('preferred_language')).toBe('fr');
  expect(i18n.language).toBe('fr');
  expect(location()).toBe('/fr/about');
});

test('a matching stored preference renders in place', () => {
  localStorage.setItem('preferred_language', 'fr');
  renderPrefixed('/fr');
  expect(screen.getByText('landing')).toBeTruthy();
  expect(location()).toBe('/fr');
});

test('path helpers', () => {
  expect(stripPrefix('/fr')).toBe('/');
  expect(stripPrefix('/fr/faq')).toBe('/faq');
  expect(withLanguage('fr', '/')).toBe('/fr');
  expect(withLanguage('en', '/faq')).toBe('/faq');
  expect(withLanguage('en', '/faq', true)).toBe('/en/faq');
});

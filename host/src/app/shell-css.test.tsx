import { screen } from '@testing-library/react';
import { Sidebar } from '../features/layout/sidebar';
import { TopBar } from '../features/layout/top-bar';
import { learner, renderWithProviders, setLanguage } from '../testing/test-utils';

// jsdom lays nothing out: these tests check that the shell's rules apply to its elements (the
// screenshots at 320 and 390 px are the browser tests'). Jest runs them as CommonJS in Node, so
// the stylesheet is read from disk; the host has no Node types, these two are all it needs.
declare const require: (id: 'node:fs') => {
  readFileSync: (path: string, encoding: 'utf8') => string;
};
declare const __dirname: string;

beforeAll(() => {
  const style = document.createElement('style');
  style.textContent = require('node:fs').readFileSync(`${__dirname}/shell.css`, 'utf8');
  document.head.append(style);
});

afterEach(() => setLanguage('en'));

const css = (element: Element) => getComputedStyle(element);

describe('on one line from 320 px', () => {
  const bar = () => document.querySelector('.top-bar')!;

  function expectOneLine(element: Element) {
    expect({ element: element.className, whiteSpace: css(element).whiteSpace }).toEqual({
      element: element.className,
      whiteSpace: 'nowrap',
    });
  }

  function expectNameGivesWayLast(name: Element) {
    expectOneLine(name);
    expect(css(name).minWidth).toBe('0');
    expect(css(name).overflow).toBe('hidden');
    expect(css(name).textOverflow).toBe('ellipsis');
  }

  test.each(['en', 'fr'] as const)('for a guest, in %s', async (language) => {
    renderWithProviders(<TopBar />, { route: '/about', session: 'guest' });
    await setLanguage(language);
    expectOneLine(bar());
    // The end side is never squeezed under its content (which would overlap the name); the
    // name's column can shrink to nothing.
    expect(css(bar()).gridTemplateColumns).toBe(
      'minmax(0, 1fr) minmax(0, auto) minmax(max-content, 1fr)',
    );
    expectNameGivesWayLast(screen.getByRole('link', { name: /Lyceum/ }));
    const end = document.querySelector('.top-bar__side--end')!;
    expectOneLine(end);
    expect(css(end).flexWrap).toBe('nowrap');
    const signIn = screen.getByRole('link', {
      name: language === 'en' ? 'Sign In' : 'Se connecter',
    });
    expectOneLine(signIn);
    expectOneLine(screen.getByTestId('language-select').closest('label')!);
  });

  test('for a signed-in user, and in the signed-in layout’s header', () => {
    const view = renderWithProviders(<TopBar />, { route: '/about', session: learner });
    expectOneLine(bar());
    expectOneLine(screen.getByRole('button', { name: 'User menu for ada' }));
    view.unmount();

    renderWithProviders(<Sidebar />, { route: '/', session: learner });
    expectOneLine(document.querySelector('.sidebar__head')!);
    expectNameGivesWayLast(screen.getByRole('link', { name: /Lyceum/ }));
  });
});

test('the signed-in layout fills the window, its sidebar the full height beside the page', () => {
  renderWithProviders(
    <div className="app-layout">
      <Sidebar />
    </div>,
    { route: '/', session: learner },
  );
  expect(css(document.querySelector('.app-layout')!).minHeight).toBe('100dvh');
  const sidebar = screen.getByRole('complementary');
  expect(css(sidebar).height).toBe('100dvh');
  expect(css(sidebar).position).toBe('sticky');
  expect(css(sidebar).top).toBe('0px');
});

import '../testing/setup';
import { ShellChromeContext, type ShellPart } from '@lyceum/platform';
import { renderWithProviders } from '@lyceum/platform/testing';
import { screen } from '@testing-library/react';
import {
  declaredValue,
  loadRules,
  remoteStylesheets,
  sharedStylesheets,
} from '../testing/css-cascade';
import { PublicLayout } from './public-layout';

const rules = loadRules([...sharedStylesheets(), ...remoteStylesheets()]);

describe('PublicLayout', () => {
  it('is at least as tall as the window under the top bar, its footer at the bottom', () => {
    const { container } = renderWithProviders(
      <PublicLayout>
        <p>A short page</p>
      </PublicLayout>,
    );
    const layout = container.querySelector('.ps');
    if (!layout) throw new Error('No layout');
    expect(declaredValue(layout, 'display', rules)).toBe('flex');
    expect(declaredValue(layout, 'flex-direction', rules)).toBe('column');
    // The top bar's height comes from the shared tokens.
    expect(declaredValue(layout, 'min-height', rules)).toBe('calc(100dvh - 3.5rem)');
    const footer = screen.getByRole('contentinfo');
    expect(declaredValue(footer, 'margin-top', rules)).toBe('auto');
  });

  it('holds the page in its own <main>, the footer after it, and tells the shell so', () => {
    const parts: [ShellPart, boolean][] = [];
    const { unmount } = renderWithProviders(
      <ShellChromeContext value={(part, present) => parts.push([part, present])}>
        <PublicLayout>
          <p>Content</p>
        </PublicLayout>
      </ShellChromeContext>,
    );
    const main = screen.getByRole('main');
    expect(main.textContent).toBe('Content');
    expect(main.contains(screen.getByRole('contentinfo'))).toBe(false);
    expect(parts).toEqual([['main', true]]);
    unmount();
    expect(parts).toEqual([
      ['main', true],
      ['main', false],
    ]);
  });
});

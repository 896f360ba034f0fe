import '../../testing/setup';
import { act, fireEvent, screen, within } from '@testing-library/react';
import { renderWithProviders } from '@lyceum/platform/testing';
import { TYPING_DELAY_MS, TYPING_PAUSE_MS } from './hooks/use-typewriter';
import { SECTIONS_LAID_OUT_CLASS } from './scroll-to-section';
import { LandingPage } from './landing-page';

jest.mock('../../lib/hero-image');

describe('LandingPage', () => {
  const scrollIntoView = jest.fn();
  beforeAll(() => {
    Element.prototype.scrollIntoView = scrollIntoView;
  });
  beforeEach(() => scrollIntoView.mockReset());

  it('renders the hero, then the sections under it in a later task, in order with both forms', async () => {
    const { container } = renderWithProviders(<LandingPage />);
    expect(screen.getAllByRole('heading', { level: 2 })).toHaveLength(1);
    expect(container.querySelector('.landing__later')?.childElementCount).toBe(0);
    await screen.findByRole('heading', { name: 'Join the early access' });
    const headings = screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent);
    expect(headings).toEqual([
      'Be among the first readers',
      'Reading is only half of the conversation',
      'Everything you need to learn from a book, not just read it',
      'Why Lyceum is different',
      'On every device you read on',
      'Made for curious minds',
      'Join the early access',
    ]);
    expect(screen.getAllByRole('form')).toHaveLength(2);
    expect(screen.getAllByRole('heading', { level: 3 })).toHaveLength(6 + 3 + 2);
  });

  it('keeps the caret steady while the page loads, and blinks it once a typed word rests', () => {
    jest.useFakeTimers();
    try {
      renderWithProviders(<LandingPage />);
      const blinking = () =>
        screen.getByTestId('hero-caret').classList.contains('landing-hero__cursor--blink');
      expect(blinking()).toBe(false);
      // The first word rests, is deleted, and the next one is typed in full.
      act(() => jest.advanceTimersByTime(TYPING_PAUSE_MS));
      for (let i = 0; i < 20 && !blinking(); i += 1) {
        act(() => jest.advanceTimersByTime(TYPING_DELAY_MS));
      }
      expect(blinking()).toBe(true);
      expect(screen.getByTestId('hero-typed').textContent).toBe('Watch');
    } finally {
      jest.useRealTimers();
    }
  });

  it('serves the background in avif, webp and png at four widths with dimensions', async () => {
    const { container } = renderWithProviders(<LandingPage />);
    await screen.findByRole('heading', { name: 'Join the early access' });
    const picture = container.querySelector('.landing-hero picture');
    expect(picture?.querySelector('source[type="image/avif"]')?.getAttribute('srcset')).toBe(
      'hero-300.avif 300w, hero-600.avif 600w, hero-1200.avif 1200w, hero-2400.avif 2400w',
    );
    expect(picture?.querySelector('source[type="image/webp"]')).not.toBeNull();
    const img = picture?.querySelector('img');
    expect(img?.getAttribute('width')).toBe('2400');
    expect(img?.getAttribute('height')).toBe('1350');
    expect(img?.getAttribute('loading')).toBe('eager');
    const below = container.querySelector('.landing-final picture img');
    expect(below?.getAttribute('loading')).toBe('lazy');
  });

  it('scrolls to the final signup from the statement and to the form from Web App', async () => {
    const { container } = renderWithProviders(<LandingPage />);
    const landing = container.querySelector('.landing');
    expect(landing?.classList.contains(SECTIONS_LAID_OUT_CLASS)).toBe(false);
    fireEvent.click(await screen.findByRole('button', { name: 'Join the conversation' }));
    expect(scrollIntoView.mock.contexts[0]).toBe(container.querySelector('#join'));
    // The deferred sections are laid out before the scroll, so it ends at the section.
    expect(landing?.classList.contains(SECTIONS_LAID_OUT_CLASS)).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: /Web App/ }));
    expect(scrollIntoView.mock.contexts[1]).toBe(container.querySelector('#early-access'));
  });

  it('scrolls to the section its address names once that section is there (/#join)', async () => {
    const { container } = renderWithProviders(<LandingPage />, { route: '/#join' });
    await screen.findByRole('heading', { name: 'Join the early access' });
    expect(scrollIntoView.mock.contexts).toEqual([container.querySelector('#join')]);
    expect(document.activeElement).toBe(container.querySelector('#join input'));
  });

  it('stays at the top when the hash names no section', async () => {
    renderWithProviders(<LandingPage />, { route: '/#nowhere' });
    await screen.findByRole('heading', { name: 'Join the early access' });
    expect(scrollIntoView).not.toHaveBeenCalled();
  });

  it('shows the store badges as Coming Soon and the footer links in the current language', async () => {
    renderWithProviders(<LandingPage />, { language: 'fr', route: '/fr' });
    expect(await screen.findAllByText('Bientôt disponible')).toHaveLength(2);
    const footer = screen.getByRole('contentinfo');
    const hrefs = within(footer)
      .getAllByRole('link')
      .map((a) => a.getAttribute('href'));
    for (const page of ['privacy', 'terms', 'cookies', 'about', 'faq', 'contact']) {
      expect(hrefs).toContain(`/fr/${page}`);
    }
  });
});

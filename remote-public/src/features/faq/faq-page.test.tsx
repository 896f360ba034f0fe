import '../../testing/setup';
import { fireEvent, screen } from '@testing-library/react';
import { renderWithProviders } from '@lyceum/platform/testing';
import { FaqPage } from './faq-page';

jest.mock('../../lib/hero-image');

describe('FaqPage accordion', () => {
  it('opens and closes an answer', () => {
    renderWithProviders(<FaqPage />, { route: '/faq' });
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual([
      'General',
      'Content',
      'Technical',
    ]);
    const question = screen.getByRole('button', { name: 'What is Lyceum?' });
    const panel = document.getElementById(question.getAttribute('aria-controls') ?? '');
    expect(question.getAttribute('aria-expanded')).toBe('false');
    expect(panel?.hidden).toBe(true);
    fireEvent.click(question);
    expect(question.getAttribute('aria-expanded')).toBe('true');
    expect(panel?.hidden).toBe(false);
    fireEvent.click(question);
    expect(panel?.hidden).toBe(true);
  });
});

import { renderWithProviders } from '@lyceum/platform/testing';
import { act, fireEvent, screen } from '@testing-library/react';
import { LibraryHarness, installPointerEvents, makeCard } from '../../../testing/cards';
import { LONG_PRESS_MS } from './use-long-press';
import '../../../testing/locales';

beforeAll(installPointerEvents);
beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

const cards = [makeCard(1, { recto: 'Apple' }), makeCard(2, { recto: 'Pear' })];
const toggle = (recto: string) => screen.getByText(recto).closest('button')!;
const finger = (clientX: number, clientY: number) => ({
  button: 0,
  pointerId: 7,
  pointerType: 'touch',
  isPrimary: true,
  clientX,
  clientY,
});

function renderList() {
  renderWithProviders(<LibraryHarness cards={cards} />, { language: 'en' });
}

test('a long-press on a card selects it and enters select mode; its click is swallowed', () => {
  renderList();
  fireEvent.pointerDown(screen.getByText('Pear'), finger(50, 80));
  act(() => jest.advanceTimersByTime(LONG_PRESS_MS - 1));
  expect(toggle('Pear').getAttribute('aria-expanded')).toBe('false');
  act(() => jest.advanceTimersByTime(1));
  expect(toggle('Pear').getAttribute('aria-pressed')).toBe('true');

  fireEvent.pointerUp(toggle('Pear'), finger(50, 80));
  fireEvent.click(toggle('Pear'));
  expect(toggle('Pear').getAttribute('aria-pressed')).toBe('true');
  expect(screen.getByRole('status').textContent).toBe('1 selected');
});

test('a tap stays a click, and a finger that moves is scrolling', () => {
  renderList();
  fireEvent.pointerDown(toggle('Apple'), finger(50, 20));
  act(() => jest.advanceTimersByTime(100));
  fireEvent.pointerUp(toggle('Apple'), finger(50, 20));
  fireEvent.click(toggle('Apple'));
  expect(toggle('Apple').getAttribute('aria-expanded')).toBe('true');

  fireEvent.pointerDown(toggle('Pear'), finger(50, 80));
  fireEvent.pointerMove(toggle('Pear'), finger(50, 100));
  act(() => jest.advanceTimersByTime(LONG_PRESS_MS * 2));
  expect(screen.queryByRole('status')).toBeNull();
  // Touch never draws a rectangle either.
  expect(document.querySelector<HTMLElement>('.ac-card-list__rectangle')!.hidden).toBe(true);
});

import { act, render, screen } from '@testing-library/react';
import {
  DELETING_DELAY_MS,
  TYPING_DELAY_MS,
  TYPING_PAUSE_MS,
  useTypewriter,
} from './use-typewriter';

function Typed({ words, animate = true }: { words: string[]; animate?: boolean }) {
  return <span data-testid="typed">{useTypewriter(words, animate)}</span>;
}

const typed = () => screen.getByTestId('typed').textContent;

describe('useTypewriter', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('types at 80 ms, deletes at 40 ms and pauses at least 2 s', () => {
    expect(TYPING_DELAY_MS).toBe(80);
    expect(DELETING_DELAY_MS).toBe(40);
    expect(TYPING_PAUSE_MS).toBeGreaterThanOrEqual(2000);
  });

  it('shows the first word, pauses, deletes at 40 ms, types the next at 80 ms, then loops', () => {
    render(<Typed words={['Ask', 'Debate']} />);
    expect(typed()).toBe('Ask');

    act(() => jest.advanceTimersByTime(TYPING_PAUSE_MS - 1));
    expect(typed()).toBe('Ask');
    act(() => jest.advanceTimersByTime(1));
    act(() => jest.advanceTimersByTime(DELETING_DELAY_MS));
    expect(typed()).toBe('As');
    act(() => jest.advanceTimersByTime(DELETING_DELAY_MS));
    expect(typed()).toBe('A');
    act(() => jest.advanceTimersByTime(DELETING_DELAY_MS));
    expect(typed()).toBe('');

    act(() => jest.advanceTimersByTime(TYPING_DELAY_MS));
    expect(typed()).toBe('D');
    act(() => jest.advanceTimersByTime(TYPING_DELAY_MS - 1));
    expect(typed()).toBe('D');
    act(() => jest.advanceTimersByTime(1));
    expect(typed()).toBe('De');
    for (let i = 0; i < 4; i += 1) act(() => jest.advanceTimersByTime(TYPING_DELAY_MS));
    expect(typed()).toBe('Debate');

    // Pause, delete the six letters, and the cycle starts again with the first word.
    act(() => jest.advanceTimersByTime(TYPING_PAUSE_MS));
    for (let i = 0; i < 6; i += 1) act(() => jest.advanceTimersByTime(DELETING_DELAY_MS));
    expect(typed()).toBe('');
    act(() => jest.advanceTimersByTime(TYPING_DELAY_MS));
    expect(typed()).toBe('A');
  });

  it('keeps the first word still when motion is reduced', () => {
    render(<Typed words={['Ask', 'Debate']} animate={false} />);
    act(() => jest.advanceTimersByTime(60_000));
    expect(typed()).toBe('Ask');
    expect(jest.getTimerCount()).toBe(0);
  });
});

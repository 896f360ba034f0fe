import { act, render, screen } from '@testing-library/react';
import {
  DELETING_DELAY_MS,
  TYPING_DELAY_MS,
  TYPING_PAUSE_MS,
  useTypewriter,
} from './use-typewriter';

function Typed({ words, animate = true }: { words: string[]; animate?: boolean }) {
  const { text, resting } = useTypewriter(words, animate);
  return (
    <span data-testid="typed" data-resting={resting}>
      {text}
    </span>
  );
}

const typed = () => screen.getByTestId('typed').textContent;
const resting = () => screen.getByTestId('typed').dataset.resting === 'true';

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

  it('rests on each word it typed, but not on the first word shown as the page loads', () => {
    render(<Typed words={['Ask', 'Debate']} />);
    expect(resting()).toBe(false);
    act(() => jest.advanceTimersByTime(TYPING_PAUSE_MS));
    for (let i = 0; i < 3; i += 1) act(() => jest.advanceTimersByTime(DELETING_DELAY_MS));
    for (let i = 0; i < 5; i += 1) {
      act(() => jest.advanceTimersByTime(TYPING_DELAY_MS));
      expect(resting()).toBe(false);
    }
    expect(typed()).toBe('Debat');
    act(() => jest.advanceTimersByTime(TYPING_DELAY_MS));
    expect(typed()).toBe('Debate');
    expect(resting()).toBe(true);
    // Deleting: the caret stands still again.
    act(() => jest.advanceTimersByTime(TYPING_PAUSE_MS));
    expect(resting()).toBe(false);
    act(() => jest.advanceTimersByTime(DELETING_DELAY_MS));
    expect(typed()).toBe('Debat');
    expect(resting()).toBe(false);
  });

  it('keeps the first word still when motion is reduced', () => {
    render(<Typed words={['Ask', 'Debate']} animate={false} />);
    act(() => jest.advanceTimersByTime(60_000));
    expect(typed()).toBe('Ask');
    expect(resting()).toBe(false);
    expect(jest.getTimerCount()).toBe(0);
  });
});

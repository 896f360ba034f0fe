import { act, renderHook } from '@testing-library/react';
import { useElapsedTime } from './use-elapsed-time';

let visibility: DocumentVisibilityState = 'visible';

function setVisibility(state: DocumentVisibilityState) {
  visibility = state;
  act(() => {
    document.dispatchEvent(new Event('visibilitychange'));
  });
}

const advance = (ms: number) =>
  act(() => {
    jest.advanceTimersByTime(ms);
  });

beforeAll(() => {
  Object.defineProperty(document, 'visibilityState', {
    configurable: true,
    get: () => visibility,
  });
});

afterAll(() => {
  // Back to jsdom's own answer.
  delete (document as { visibilityState?: unknown }).visibilityState;
});

beforeEach(() => {
  visibility = 'visible';
  jest.useFakeTimers({ now: new Date('2026-03-01T10:00:00Z') });
});

afterEach(() => {
  jest.useRealTimers();
});

test('counts nothing until running, then each whole second', () => {
  const { result, rerender } = renderHook(({ running }) => useElapsedTime(running), {
    initialProps: { running: false },
  });
  advance(5000);
  expect(result.current.seconds).toBe(0);
  expect(result.current.read()).toBe(0);

  rerender({ running: true });
  advance(999);
  expect(result.current.seconds).toBe(0);
  advance(1);
  expect(result.current.seconds).toBe(1);
  advance(61_500);
  expect(result.current.seconds).toBe(62);
  expect(result.current.read()).toBe(62_500);
});

test('pauses while the page is hidden and resumes when it shows again', () => {
  const { result } = renderHook(() => useElapsedTime(true));
  advance(3000);
  setVisibility('hidden');
  expect(result.current.seconds).toBe(3);
  advance(60_000);
  expect(result.current.seconds).toBe(3);
  expect(result.current.read()).toBe(3000);
  setVisibility('visible');
  advance(2000);
  expect(result.current.seconds).toBe(5);
  expect(result.current.read()).toBe(5000);
  // A second "visible" changes nothing.
  setVisibility('visible');
  advance(1000);
  expect(result.current.read()).toBe(6000);
});

test('starting while the page is hidden waits for it to show', () => {
  visibility = 'hidden';
  const { result } = renderHook(() => useElapsedTime(true));
  advance(10_000);
  expect(result.current.read()).toBe(0);
  setVisibility('visible');
  advance(1500);
  expect(result.current.seconds).toBe(1);
  expect(result.current.read()).toBe(1500);
});

test('stopping keeps the time reached; starting again begins at zero', () => {
  const { result, rerender } = renderHook(({ running }) => useElapsedTime(running), {
    initialProps: { running: true },
  });
  advance(4200);
  rerender({ running: false });
  expect(result.current.seconds).toBe(4);
  advance(10_000);
  expect(result.current.read()).toBe(4200);
  // Hiding and showing a stopped page starts nothing.
  setVisibility('hidden');
  setVisibility('visible');
  advance(1000);
  expect(result.current.read()).toBe(4200);

  rerender({ running: true });
  expect(result.current.seconds).toBe(0);
  advance(2000);
  expect(result.current.seconds).toBe(2);
});

test('unmounting stops the timers', () => {
  const { unmount } = renderHook(() => useElapsedTime(true));
  advance(1000);
  unmount();
  expect(jest.getTimerCount()).toBe(0);
});

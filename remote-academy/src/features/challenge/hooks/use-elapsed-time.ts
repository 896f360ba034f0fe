import { useCallback, useEffect, useRef, useState } from 'react';

const isVisible = () => document.visibilityState !== 'hidden';

/**
 * A stopwatch that counts only while `running` and the page is visible: it pauses when the page
 * is hidden (another tab, a minimised window) and resumes when it shows again. Each start from
 * not running begins at zero; stopping keeps the time reached. `seconds` re-renders on every whole
 * second; `read()` gives the exact milliseconds at any moment.
 */
export function useElapsedTime(running: boolean) {
  // Milliseconds of the stretches already closed, and the start of the open one (null: paused).
  const closed = useRef(0);
  const openedAt = useRef<number | null>(null);
  const [seconds, setSeconds] = useState(0);

  const read = useCallback(
    () => closed.current + (openedAt.current === null ? 0 : Date.now() - openedAt.current),
    [],
  );

  useEffect(() => {
    if (!running) return;
    closed.current = 0;
    openedAt.current = null;
    setSeconds(0);
    let timer: ReturnType<typeof setTimeout> | undefined;

    const show = () => setSeconds(Math.floor(read() / 1000));
    // Ticks on each whole second of counted time, so the display never lags behind.
    const schedule = () => {
      clearTimeout(timer);
      timer = setTimeout(
        () => {
          show();
          schedule();
        },
        1000 - (read() % 1000),
      );
    };
    const pause = () => {
      if (openedAt.current === null) return;
      closed.current += Date.now() - openedAt.current;
      openedAt.current = null;
      clearTimeout(timer);
      show();
    };
    const resume = () => {
      if (openedAt.current !== null) return;
      openedAt.current = Date.now();
      schedule();
    };
    const onVisibility = () => (isVisible() ? resume() : pause());

    if (isVisible()) resume();
    document.addEventListener('visibilitychange', onVisibility);
    return () => {
      document.removeEventListener('visibilitychange', onVisibility);
      pause();
    };
  }, [running, read]);

  return { seconds, read };
}

import { useEffect, useEffectEvent, useRef } from 'react';

/**
 * Runs `effect` once per `key`, even under React StrictMode, which mounts, unmounts and mounts
 * again in development: the ref survives that cycle, so a one-shot request (a confirmation token
 * is consumed by its first use) is never sent twice.
 */
export function useOnce(key: string, effect: () => void): void {
  const done = useRef<string | null>(null);
  // The effect as of the latest render, called without making it a reason to run again.
  const run = useEffectEvent(effect);
  useEffect(() => {
    if (done.current === key) return;
    done.current = key;
    run();
  }, [key]);
}

import { useEffect, useState } from 'react';

/**
 * The value once it has stopped changing for `delay` ms; the first value is settled at once
 * (a form opened on an existing key checks it straight away).
 */
export function useDebouncedValue<T>(value: T, delay: number): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), delay);
    return () => clearTimeout(timer);
  }, [value, delay]);
  return settled;
}

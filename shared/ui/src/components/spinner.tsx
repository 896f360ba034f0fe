import { useEffect, useState } from 'react';

export interface SpinnerProps {
  /** Accessible name; omit when a visible text already says it is loading. */
  label?: string;
}

export function Spinner({ label }: SpinnerProps) {
  return label ? (
    <span className="ly-spinner" role="status" aria-label={label} />
  ) : (
    <span className="ly-spinner" aria-hidden="true" />
  );
}

export interface LoadingProps {
  /** The visible text, already translated (e.g. "Loading..."). */
  text: string;
}

/**
 * How long a loading state shows its text alone before its spinner turns: most loads end sooner,
 * and a spinner that only flashes is noise, while its animation has the browser draw a frame
 * every 16 ms as the page starts.
 */
export const SPINNER_DELAY_MS = 500;

/**
 * A centred loading state: spinner plus text, announced politely. The spinner keeps its place
 * while it waits, so nothing moves when it appears.
 */
export function Loading({ text }: LoadingProps) {
  const [waiting, setWaiting] = useState(true);
  useEffect(() => {
    const timer = setTimeout(() => setWaiting(false), SPINNER_DELAY_MS);
    return () => clearTimeout(timer);
  }, []);
  return (
    <div className="ly-loading" role="status" aria-live="polite">
      <span className={`ly-spinner${waiting ? ' ly-spinner--waiting' : ''}`} aria-hidden="true" />
      <span>{text}</span>
    </div>
  );
}

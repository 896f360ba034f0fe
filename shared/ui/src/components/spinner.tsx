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

/** A centred loading state: spinner plus text, announced politely. */
export function Loading({ text }: LoadingProps) {
  return (
    <div className="ly-loading" role="status" aria-live="polite">
      <Spinner />
      <span>{text}</span>
    </div>
  );
}

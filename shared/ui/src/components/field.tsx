import { useId, type ReactNode } from 'react';

export interface FieldProps {
  label: ReactNode;
  error?: string | undefined;
  hint?: ReactNode;
  id?: string | undefined;
  children: (control: {
    id: string;
    describedBy: string | undefined;
    invalid: boolean;
  }) => ReactNode;
}

/** Label, hint and error around one control, wired with htmlFor and aria-describedby. */
export function Field({ label, error, hint, id, children }: FieldProps) {
  const generated = useId();
  const controlId = id ?? generated;
  const hintId = hint ? `${controlId}-hint` : undefined;
  const errorId = error ? `${controlId}-error` : undefined;
  const describedBy = [hintId, errorId].filter(Boolean).join(' ') || undefined;
  return (
    <div className="ly-field">
      <label className="ly-field__label" htmlFor={controlId}>
        {label}
      </label>
      {children({ id: controlId, describedBy, invalid: Boolean(error) })}
      {hint && (
        <span id={hintId} className="ly-field__hint">
          {hint}
        </span>
      )}
      {error && (
        <span id={errorId} className="ly-field__error" role="alert">
          {error}
        </span>
      )}
    </div>
  );
}

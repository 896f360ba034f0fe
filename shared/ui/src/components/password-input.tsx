import { useState, type InputHTMLAttributes, type ReactNode } from 'react';
import { Field } from './field';

export interface PasswordInputProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'type'> {
  label: ReactNode;
  error?: string | undefined;
  hint?: ReactNode;
  /** The toggle's text while the password is hidden ("Show password"). */
  showLabel: string;
  /** The toggle's text while the password is shown ("Hide password"). */
  hideLabel: string;
}

/** An eye, struck through while the password is shown (a click hides it again). */
function EyeIcon({ struck }: { struck: boolean }) {
  return (
    <svg
      aria-hidden="true"
      focusable="false"
      width="20"
      height="20"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      <path d="M2 12s3.6-7 10-7 10 7 10 7-3.6 7-10 7S2 12 2 12z" />
      <circle cx="12" cy="12" r="3" />
      {struck && <path d="M3 3l18 18" />}
    </svg>
  );
}

/**
 * A password field with a toggle that shows or hides what was typed. The toggle is an icon
 * button (`aria-pressed`, named by `showLabel` / `hideLabel`, also its tooltip) right after the
 * field in the tab order, so the field keeps its width on a phone.
 */
export function PasswordInput({
  label,
  error,
  hint,
  id,
  className,
  showLabel,
  hideLabel,
  ...rest
}: PasswordInputProps) {
  const [visible, setVisible] = useState(false);
  return (
    <Field label={label} error={error} hint={hint} id={id}>
      {({ id: controlId, describedBy, invalid }) => (
        <div className="ly-password">
          <input
            id={controlId}
            className={['ly-input', 'ly-password__input', className].filter(Boolean).join(' ')}
            type={visible ? 'text' : 'password'}
            aria-invalid={invalid || undefined}
            aria-describedby={describedBy}
            autoCapitalize="none"
            autoCorrect="off"
            spellCheck={false}
            {...rest}
          />
          <button
            type="button"
            className="ly-password__toggle"
            aria-controls={controlId}
            aria-pressed={visible}
            title={visible ? hideLabel : showLabel}
            onClick={() => setVisible((shown) => !shown)}
          >
            <EyeIcon struck={visible} />
            <span className="ly-visually-hidden">{visible ? hideLabel : showLabel}</span>
          </button>
        </div>
      )}
    </Field>
  );
}

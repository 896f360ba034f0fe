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

/**
 * A password field with a toggle that shows or hides what was typed. The toggle is a button
 * (`aria-pressed`) right after the field in the tab order.
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
            onClick={() => setVisible((shown) => !shown)}
          >
            {visible ? hideLabel : showLabel}
          </button>
        </div>
      )}
    </Field>
  );
}

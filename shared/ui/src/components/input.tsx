import type { InputHTMLAttributes, ReactNode } from 'react';
import { Field } from './field';

export interface InputProps extends InputHTMLAttributes<HTMLInputElement> {
  label: ReactNode;
  error?: string | undefined;
  hint?: ReactNode;
}

export function Input({ label, error, hint, id, className, ...rest }: InputProps) {
  return (
    <Field label={label} error={error} hint={hint} id={id}>
      {({ id: controlId, describedBy, invalid }) => (
        <input
          id={controlId}
          className={['ly-input', className].filter(Boolean).join(' ')}
          aria-invalid={invalid || undefined}
          aria-describedby={describedBy}
          {...rest}
        />
      )}
    </Field>
  );
}

import type { ReactNode, SelectHTMLAttributes } from 'react';
import { Field } from './field';

export interface SelectOption {
  value: string;
  label: string;
}

export interface SelectProps extends SelectHTMLAttributes<HTMLSelectElement> {
  label: ReactNode;
  options: SelectOption[];
  error?: string | undefined;
  hint?: ReactNode;
}

export function Select({ label, options, error, hint, id, className, ...rest }: SelectProps) {
  return (
    <Field label={label} error={error} hint={hint} id={id}>
      {({ id: controlId, describedBy, invalid }) => (
        <select
          id={controlId}
          className={['ly-input', className].filter(Boolean).join(' ')}
          aria-invalid={invalid || undefined}
          aria-describedby={describedBy}
          {...rest}
        >
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      )}
    </Field>
  );
}

import type { ReactNode, TextareaHTMLAttributes } from 'react';
import { Field } from './field';

export interface TextAreaProps extends TextareaHTMLAttributes<HTMLTextAreaElement> {
  label: ReactNode;
  error?: string | undefined;
  hint?: ReactNode;
}

export function TextArea({ label, error, hint, id, className, rows = 4, ...rest }: TextAreaProps) {
  return (
    <Field label={label} error={error} hint={hint} id={id}>
      {({ id: controlId, describedBy, invalid }) => (
        <textarea
          id={controlId}
          rows={rows}
          className={['ly-input', className].filter(Boolean).join(' ')}
          aria-invalid={invalid || undefined}
          aria-describedby={describedBy}
          {...rest}
        />
      )}
    </Field>
  );
}

import { isErrorCode } from '@lyceum/contracts/constants';
import { useErrorText } from '@lyceum/platform';
import { Button, Field } from '@lyceum/ui';
import { useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { personaErrorText } from '../persona-error';
import { authorKey } from '../persona-form-rules';
import { NS, personaCodeText, ruleText } from '../persona-texts';
import type { KeyCheck } from '../hooks/use-key-check';

export interface VectorKeyFieldProps {
  name: string;
  value: string;
  onChange: (value: string) => void;
  check: KeyCheck;
  /** A problem found when the form was sent; the check's own answer comes first. */
  error: string | undefined;
  maxLength: number | undefined;
  disabled: boolean;
}

/** What the check says is wrong with the key, in the interface language. */
function useCheckProblem(check: KeyCheck): string | undefined {
  const { t } = useTranslation(NS);
  const errorText = useErrorText();
  if (check.state === 'failed') {
    return personaErrorText(check.error, 'validateKey', t, errorText, check.key);
  }
  if (check.state !== 'invalid') return undefined;
  const { error_code: code, error_message: message } = check.result;
  if (isErrorCode(code)) return personaCodeText(code, check.key);
  return message?.trim() || ruleText.invalidKey();
}

/**
 * The vector database key: checked against the server once typing pauses, it says
 * 'Validating...', then that the key is valid, or else why not, with the authors whose
 * collections exist; choosing one puts its key in the field (and the focus back there).
 */
export function VectorKeyField({
  name,
  value,
  onChange,
  check,
  error,
  maxLength,
  disabled,
}: VectorKeyFieldProps) {
  const { t } = useTranslation(NS);
  const input = useRef<HTMLInputElement>(null);
  const statusId = useId();
  const problemId = useId();
  const authorsId = useId();
  const checking = check.state === 'waiting' || check.state === 'checking';
  const problem = useCheckProblem(check) ?? (checking ? undefined : error);
  const authors = check.state === 'invalid' ? check.result.available_authors : [];
  let status = '';
  if (check.state === 'checking') status = t('key.validating');
  else if (check.state === 'valid') status = t('key.valid');

  return (
    <Field label={t('form.key')} hint={t('form.keyHint')}>
      {({ id, describedBy }) => (
        <>
          <input
            ref={input}
            id={id}
            name={name}
            className="ly-input"
            value={value}
            onChange={(event) => onChange(event.target.value)}
            required
            maxLength={maxLength}
            autoComplete="off"
            spellCheck={false}
            disabled={disabled}
            aria-invalid={problem ? true : undefined}
            aria-describedby={
              [describedBy, status && statusId, problem && problemId, authors.length && authorsId]
                .filter(Boolean)
                .join(' ') || undefined
            }
          />
          {/* Always there, so that what it comes to say is announced. */}
          <p
            id={statusId}
            role="status"
            className={`bo-key-status${check.state === 'valid' ? ' bo-key-status--valid' : ''}`}
          >
            {status}
          </p>
          {problem && (
            <p id={problemId} role="alert" className="ly-field__error bo-key-problem">
              {problem}
            </p>
          )}
          {authors.length > 0 && (
            <div className="bo-key-authors">
              <p id={authorsId} className="bo-key-authors__label">
                {t('key.authors')}
              </p>
              <ul className="bo-key-authors__list" aria-labelledby={authorsId}>
                {authors.map((author) => (
                  <li key={author}>
                    <Button
                      variant="ghost"
                      className="bo-key-authors__author"
                      aria-label={t('key.useAuthor', { author })}
                      disabled={disabled}
                      onClick={() => {
                        onChange(authorKey(author));
                        input.current?.focus();
                      }}
                    >
                      {author}
                    </Button>
                  </li>
                ))}
              </ul>
            </div>
          )}
        </>
      )}
    </Field>
  );
}

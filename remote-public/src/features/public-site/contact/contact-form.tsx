import { Button, Input, TextArea } from '@lyceum/ui';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import {
  contactErrorMessage,
  MESSAGE_MAX,
  sendContact,
  SUBJECT_MAX,
  type ContactBody,
} from '../api/send-contact';
import { toApiFailure } from '../lib/api-error';
import { useSiteLanguage } from '../lib/use-site-language';
import './contact-form.css';

type Fields = Omit<ContactBody, 'language'>;
/** Translation key of each field's problem. */
type FieldErrors = Partial<Record<keyof Fields, 'required' | 'invalidEmail' | 'tooLong'>>;

const EMPTY: Fields = { name: '', email: '', subject: '', message: '' };
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function validateContact(fields: Fields): FieldErrors {
  const errors: FieldErrors = {};
  for (const key of Object.keys(EMPTY) as (keyof Fields)[]) {
    if (!fields[key].trim()) errors[key] = 'required';
  }
  if (!errors.email && !EMAIL_PATTERN.test(fields.email.trim())) errors.email = 'invalidEmail';
  if (fields.subject.length > SUBJECT_MAX) errors.subject = 'tooLong';
  if (fields.message.length > MESSAGE_MAX) errors.message = 'tooLong';
  return errors;
}

const LIMITS: Partial<Record<keyof Fields, number>> = {
  subject: SUBJECT_MAX,
  message: MESSAGE_MAX,
};

export function ContactForm() {
  const { t } = useTranslation('contact');
  const { language } = useSiteLanguage();
  const [fields, setFields] = useState<Fields>(EMPTY);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [status, setStatus] = useState<'idle' | 'submitting' | 'success' | 'error'>('idle');
  const [serverError, setServerError] = useState('');
  const submitting = status === 'submitting';

  const bind = (key: keyof Fields) => ({
    name: key,
    value: fields[key],
    error: errors[key] && t(errors[key], { max: LIMITS[key] }),
    disabled: submitting,
    required: true,
    onChange: (event: { target: { value: string } }) =>
      setFields((current) => ({ ...current, [key]: event.target.value })),
  });

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const found = validateContact(fields);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    setStatus('submitting');
    try {
      await sendContact({
        name: fields.name.trim(),
        email: fields.email.trim(),
        subject: fields.subject.trim(),
        message: fields.message.trim(),
        language,
      });
      setFields(EMPTY);
      setStatus('success');
    } catch (error) {
      const message = contactErrorMessage(toApiFailure(error));
      setServerError('key' in message ? t(message.key) : message.detail);
      setStatus('error');
    }
  }

  return (
    <form className="contact-form" noValidate onSubmit={(event) => void handleSubmit(event)}>
      <div className="contact-form__row">
        <Input label={t('fields.name')} autoComplete="name" maxLength={200} {...bind('name')} />
        <Input label={t('fields.email')} type="email" autoComplete="email" {...bind('email')} />
      </div>
      <Input
        label={t('fields.subject')}
        maxLength={SUBJECT_MAX}
        hint={t('counter', { count: fields.subject.length, max: SUBJECT_MAX })}
        {...bind('subject')}
      />
      <TextArea
        label={t('fields.message')}
        rows={8}
        maxLength={MESSAGE_MAX}
        hint={
          <span data-testid="message-counter">
            {t('counter', { count: fields.message.length, max: MESSAGE_MAX })}
          </span>
        }
        {...bind('message')}
      />
      <div aria-live="polite">
        {status === 'success' && (
          <p className="ps-notice ps-notice--success" role="status">
            {t('success')}
          </p>
        )}
        {status === 'error' && (
          <p className="ps-notice ps-notice--error" role="alert">
            {serverError}
          </p>
        )}
      </div>
      <Button type="submit" loading={submitting} className="contact-form__submit">
        {submitting ? t('submitting') : t('submit')}
      </Button>
    </form>
  );
}

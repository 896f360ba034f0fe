import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import {
  subscribeErrorKey,
  subscribeNewsletter,
  subscribeSuccessKey,
} from '../api/subscribe-newsletter';
import { toApiFailure } from '../lib/api-error';
import { useSiteLanguage } from '../lib/use-site-language';
import './newsletter-form.css';

type FormState =
  | { status: 'idle' }
  | { status: 'submitting' }
  | { status: 'success'; key: string }
  | { status: 'error'; key: string };

const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

interface NewsletterFormProps {
  /** Distinguishes the two forms of the landing page for assistive technology and tests. */
  label: string;
  tone?: 'light' | 'dark';
}

export function NewsletterForm({ label, tone = 'light' }: NewsletterFormProps) {
  const { t } = useTranslation('newsletter');
  const { language } = useSiteLanguage();
  const [email, setEmail] = useState('');
  const [state, setState] = useState<FormState>({ status: 'idle' });
  const inputId = useId();
  const messageId = useId();
  const submitting = state.status === 'submitting';

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const trimmed = email.trim();
    if (!trimmed) return setState({ status: 'error', key: 'emailRequired' });
    if (!EMAIL_PATTERN.test(trimmed)) return setState({ status: 'error', key: 'emailInvalid' });
    setState({ status: 'submitting' });
    try {
      const { message } = await subscribeNewsletter({ email: trimmed, language });
      setEmail('');
      setState({ status: 'success', key: subscribeSuccessKey(message) });
    } catch (error) {
      setState({ status: 'error', key: subscribeErrorKey(toApiFailure(error)) });
    }
  }

  const hasMessage = state.status === 'success' || state.status === 'error';
  return (
    <form
      className={`newsletter-form newsletter-form--${tone}`}
      aria-label={label}
      noValidate
      onSubmit={(event) => void handleSubmit(event)}
    >
      <div className="newsletter-form__row">
        <label htmlFor={inputId} className="visually-hidden">
          {t('emailLabel')}
        </label>
        <input
          id={inputId}
          className="newsletter-form__input"
          type="email"
          name="email"
          autoComplete="email"
          placeholder={t('emailPlaceholder')}
          value={email}
          onChange={(event) => setEmail(event.target.value)}
          disabled={submitting}
          aria-invalid={state.status === 'error' ? true : undefined}
          aria-describedby={hasMessage ? messageId : undefined}
        />
        <button className="newsletter-form__button" type="submit" disabled={submitting}>
          {submitting ? t('submitting') : t('submit')}
        </button>
      </div>
      <p className="newsletter-form__note">{t('privacyNote')}</p>
      <div id={messageId} aria-live="polite">
        {state.status === 'success' && (
          <p className="newsletter-form__message newsletter-form__message--success" role="status">
            {t(state.key)}
          </p>
        )}
        {state.status === 'error' && (
          <p className="newsletter-form__message newsletter-form__message--error" role="alert">
            {t(state.key)}
          </p>
        )}
      </div>
    </form>
  );
}

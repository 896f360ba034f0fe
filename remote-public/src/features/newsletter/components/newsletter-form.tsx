import { FIELD_RULES } from '@lyceum/contracts/constants';
import { EMAIL_CODES, ruleError, useErrorText, useForm } from '@lyceum/platform';
import { useTranslation } from 'react-i18next';
import { isUnreachable } from '../../../lib/unreachable';
import { OUTCOME_KEYS, subscribeNewsletter } from '../api/subscribe-newsletter';
import { useSiteLanguage } from '../../../lib/use-site-language';
import '../newsletter-form.css';
import { NeedsScript } from '../../../components/needs-script';

interface NewsletterFormProps {
  /** The form's name in its elements' ids, unique on its page (the landing has two forms). */
  id: string;
  /** Distinguishes the two forms of the landing page for assistive technology and tests. */
  label: string;
  tone?: 'light' | 'dark';
  /** The button's text, when the form asks for something else than early access. */
  submitLabel?: string;
}

/**
 * The e-mail form of the early access list (POST /api/newsletter/subscribe). Subscribing again
 * resends the confirmation, so the same form also asks for a new confirmation link.
 */
export function NewsletterForm({ id, label, tone = 'light', submitLabel }: NewsletterFormProps) {
  const { t } = useTranslation('public-newsletter');
  const errorText = useErrorText();
  const { language } = useSiteLanguage();
  const form = useForm({
    initialValues: { email: '' },
    validate: ({ email }) => ({
      // The form's own words for an empty field; a malformed address gets the API's text.
      email: email.trim() ? ruleError(FIELD_RULES.email, email, EMAIL_CODES) : t('emailRequired'),
    }),
    onSubmit: async ({ email }) => {
      const { outcome } = await subscribeNewsletter({ email: email.trim(), language });
      return outcome;
    },
    failureText: (error) =>
      isUnreachable(error) ? t('errorNetwork') : errorText(error, t('errorGeneric')),
    resetOnSuccess: true,
  });
  const inputId = `${id}-email`;
  const messageId = `${id}-message`;
  // One message area under the row: the check, the server's refusal or the outcome.
  const problem = form.errors.email ?? form.formError;
  // An outcome this page does not know yet reads as a new subscription.
  const success = form.succeeded
    ? t(OUTCOME_KEYS[form.result ?? 'created'] ?? OUTCOME_KEYS.created)
    : null;

  return (
    <form
      className={`newsletter-form newsletter-form--${tone}`}
      aria-label={label}
      noValidate
      onSubmit={form.handleSubmit}
    >
      <NeedsScript />
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
          value={form.values.email}
          onChange={(event) => form.setValue('email', event.target.value)}
          disabled={form.submitting}
          aria-invalid={problem ? true : undefined}
          aria-describedby={problem || success ? messageId : undefined}
        />
        <button className="newsletter-form__button" type="submit" disabled={form.submitting}>
          {form.submitting ? t('submitting') : (submitLabel ?? t('submit'))}
        </button>
      </div>
      <p className="newsletter-form__note">{t('privacyNote')}</p>
      <div id={messageId} aria-live="polite">
        {success && (
          <p className="newsletter-form__message newsletter-form__message--success" role="status">
            {success}
          </p>
        )}
        {problem && (
          <p className="newsletter-form__message newsletter-form__message--error" role="alert">
            {problem}
          </p>
        )}
      </div>
    </form>
  );
}

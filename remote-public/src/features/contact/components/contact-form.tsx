import { CONTACT_MESSAGE_MAX, CONTACT_SUBJECT_MAX, FIELD_RULES } from '@lyceum/contracts/constants';
import { EMAIL_CODES, ruleError, useErrorText, useForm, type FieldErrors } from '@lyceum/platform';
import { Button, Input, TextArea } from '@lyceum/ui';
import { useTranslation } from 'react-i18next';
import { isUnreachable } from '../../../lib/unreachable';
import { sendContact, type ContactBody } from '../api/send-contact';
import { useSiteLanguage } from '../../../lib/use-site-language';
import '../contact-form.css';
import { NeedsScript } from '../../../components/needs-script';

type Fields = Omit<ContactBody, 'language'>;

/** Every field is required; the rules and their texts are the ones the API answers with. */
export function validateContact(fields: Fields): FieldErrors<Fields> {
  return {
    name: ruleError(FIELD_RULES.contactName, fields.name),
    email: ruleError(FIELD_RULES.email, fields.email, EMAIL_CODES),
    subject: ruleError({ required: true, maxLength: CONTACT_SUBJECT_MAX }, fields.subject, {
      too_long: 'contact.subject_too_long',
    }),
    message: ruleError({ required: true, maxLength: CONTACT_MESSAGE_MAX }, fields.message, {
      too_long: 'contact.message_too_long',
    }),
  };
}

export function ContactForm() {
  const { t } = useTranslation('public-contact');
  const errorText = useErrorText();
  const { language } = useSiteLanguage();
  const form = useForm<Fields>({
    id: 'contact',
    initialValues: { name: '', email: '', subject: '', message: '' },
    validate: validateContact,
    onSubmit: (fields) =>
      sendContact({
        name: fields.name.trim(),
        email: fields.email.trim(),
        subject: fields.subject.trim(),
        message: fields.message.trim(),
        language,
      }),
    failureText: (error) =>
      isUnreachable(error) ? t('errors.network') : errorText(error, t('errors.generic')),
    resetOnSuccess: true,
  });
  const bind = (name: keyof Fields) => ({
    ...form.field(name),
    disabled: form.submitting,
    required: true,
  });

  return (
    <form className="contact-form" noValidate onSubmit={form.handleSubmit}>
      <NeedsScript />
      <div className="contact-form__row">
        <Input
          label={t('fields.name')}
          autoComplete="name"
          maxLength={FIELD_RULES.contactName.maxLength}
          {...bind('name')}
        />
        <Input label={t('fields.email')} type="email" autoComplete="email" {...bind('email')} />
      </div>
      <Input
        label={t('fields.subject')}
        maxLength={CONTACT_SUBJECT_MAX}
        hint={t('counter', { count: form.values.subject.length, max: CONTACT_SUBJECT_MAX })}
        {...bind('subject')}
      />
      <TextArea
        label={t('fields.message')}
        rows={8}
        maxLength={CONTACT_MESSAGE_MAX}
        hint={
          <span data-testid="message-counter">
            {t('counter', { count: form.values.message.length, max: CONTACT_MESSAGE_MAX })}
          </span>
        }
        {...bind('message')}
      />
      <div aria-live="polite">
        {form.succeeded && (
          <p className="ps-notice ps-notice--success" role="status">
            {t('success')}
          </p>
        )}
        {form.formError && (
          <p className="ps-notice ps-notice--error" role="alert">
            {form.formError}
          </p>
        )}
      </div>
      <Button type="submit" loading={form.submitting} className="contact-form__submit">
        {form.submitting ? t('submitting') : t('submit')}
      </Button>
    </form>
  );
}

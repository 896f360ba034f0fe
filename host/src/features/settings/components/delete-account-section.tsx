import { useAuth, useForm } from '@lyceum/platform';
import { Button, Dialog, Toast } from '@lyceum/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { ACCOUNT_DELETED_STATE } from '../account-deleted';
import { deleteAccount } from '../api/delete-account';
import { useFailureText } from '../failure-text';
import { isPasswordIncorrect, requiredPassword } from '../validation';
import { PasswordField } from './password-field';

/**
 * The danger zone: what deleting means, then a dialog that asks for the password. Once the
 * account is gone the session ends and the home page says so.
 */
export function DeleteAccountSection() {
  const { t } = useTranslation('host-settings');
  const { signOut } = useAuth();
  const navigate = useNavigate();
  const failureText = useFailureText();
  const [open, setOpen] = useState(false);
  const form = useForm({
    initialValues: { password: '' },
    validate: (values) => ({ password: requiredPassword(values.password) }),
    onSubmit: async (values) => {
      await deleteAccount(values.password);
      // Leave the guarded page first, so its guard does not send the visitor to sign in.
      void navigate('/', { replace: true, state: ACCOUNT_DELETED_STATE });
      signOut();
    },
    failureText: (error) => failureText(error, t('deleteAccount.failed')),
    failureField: (error) => (isPasswordIncorrect(error) ? 'password' : undefined),
  });
  const close = () => {
    if (form.submitting) return;
    setOpen(false);
    form.reset();
  };

  return (
    <section className="settings-section settings-danger" aria-labelledby="settings-delete">
      <h2 id="settings-delete">{t('deleteAccount.section')}</h2>
      <p className="settings-description">{t('deleteAccount.description')}</p>
      <Button variant="danger" aria-haspopup="dialog" onClick={() => setOpen(true)}>
        {t('deleteAccount.open')}
      </Button>
      <Dialog open={open} title={t('deleteAccount.dialogTitle')} onClose={close}>
        <form className="settings-form" onSubmit={form.handleSubmit} noValidate>
          <p>{t('deleteAccount.dialogText')}</p>
          <PasswordField
            label={t('deleteAccount.password')}
            autoComplete="current-password"
            required
            {...form.field('password')}
          />
          {form.formError && <Toast tone="error">{form.formError}</Toast>}
          <div className="ly-dialog__actions">
            <Button variant="secondary" onClick={close} disabled={form.submitting}>
              {t('deleteAccount.cancel')}
            </Button>
            <Button type="submit" variant="danger" loading={form.submitting}>
              {form.submitting ? t('deleteAccount.submitting') : t('deleteAccount.confirm')}
            </Button>
          </div>
        </form>
      </Dialog>
    </section>
  );
}

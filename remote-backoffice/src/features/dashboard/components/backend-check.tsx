import { ApiError } from '@lyceum/platform';
import { Button } from '@lyceum/ui';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useBackendCheck } from '../api/check-backend';

/**
 * Asks `GET /api/test` on demand. The API's answer reads as success with its message; an answer
 * that is not OK reads 'Backend not responding'; no answer at all reads 'Cannot connect to
 * backend'.
 */
export function BackendCheck() {
  const { t } = useTranslation('backoffice');
  const headingId = useId();
  const check = useBackendCheck();

  let tone: 'success' | 'error' | 'pending' | null = null;
  let text = '';
  if (check.isFetching) {
    tone = 'pending';
    text = t('backend.checking');
  } else if (check.isError) {
    tone = 'error';
    const unreachable = check.error instanceof ApiError && check.error.status === null;
    text = t(unreachable ? 'backend.cannotConnect' : 'backend.notResponding');
  } else if (check.data) {
    tone = 'success';
    text = t('backend.success', { message: check.data.message });
  }

  return (
    <section className="ly-card bo-backend" aria-labelledby={headingId}>
      <h2 id={headingId} className="bo-section-title">
        {t('backend.title')}
      </h2>
      <p className="bo-muted">{t('backend.text')}</p>
      <Button variant="secondary" loading={check.isFetching} onClick={() => void check.refetch()}>
        {t('backend.check')}
      </Button>
      {/* Always present, so a screen reader announces each new result. */}
      <p
        role="status"
        className={tone ? `bo-backend__result bo-backend__result--${tone}` : 'bo-backend__result'}
      >
        {text}
      </p>
    </section>
  );
}

import { EmptyState, Page } from '@lyceum/ui';
import { useTranslation } from 'react-i18next';

/** Placeholder until the chat feature lands: titled, translated, inside the remote. */
export default function ChatPage() {
  const { t } = useTranslation('chat');
  return (
    <Page title={t('chat.title')}>
      <EmptyState title={t('comingSoonTitle')} description={t('comingSoon')} />
    </Page>
  );
}

import { useTranslation } from 'react-i18next';
import type { Flashcard } from '@lyceum/contracts';

/** A card's status as a tinted label with its translated name. */
export function StatusBadge({ status }: { status: Flashcard['status'] }) {
  const { t } = useTranslation('academy-cards');
  return <span className={`ac-status ac-status--${status}`}>{t(`status.${status}`)}</span>;
}

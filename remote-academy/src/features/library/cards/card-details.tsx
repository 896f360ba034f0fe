import { Button } from '@lyceum/ui';
import { useTranslation } from 'react-i18next';
import type { Flashcard } from '@lyceum/contracts';
import { formatDate } from '../../../lib/format';
import { TagChips } from './tag-chips';

export interface CardDetailsProps {
  id: string;
  card: Flashcard;
  /** The id of the element holding the recto, which tells the Edit and Delete buttons apart. */
  rectoId: string;
  onEdit: (card: Flashcard) => void;
  onDelete: (card: Flashcard) => void;
}

/** The open part of a card: verso, tags, dates, Edit and Delete. */
export function CardDetails({ id, card, rectoId, onEdit, onDelete }: CardDetailsProps) {
  const { t, i18n } = useTranslation('academy-cards');
  const language = i18n.language;
  const date = (iso: string, withTime = false) => (
    <time dateTime={iso}>{formatDate(iso, language, withTime)}</time>
  );
  return (
    <div id={id} className="ac-card__details">
      {/* Text to read and copy: a press here selects text instead of starting a drag. */}
      <dl className="ac-card__facts" data-no-drag-select="">
        <div className="ac-card__fact ac-card__fact--wide">
          <dt>{t('card.verso')}</dt>
          <dd className="ac-card__verso">{card.verso}</dd>
        </div>
        <div className="ac-card__fact ac-card__fact--wide">
          <dt>{t('card.tags')}</dt>
          <dd>{card.tags.length > 0 ? <TagChips tags={card.tags} /> : t('card.noTags')}</dd>
        </div>
        <div className="ac-card__fact">
          <dt>{t('card.created')}</dt>
          <dd>{date(card.created_at)}</dd>
        </div>
        <div className="ac-card__fact">
          <dt>{t('card.lastReview')}</dt>
          <dd>{card.last_review ? date(card.last_review, true) : t('card.never')}</dd>
        </div>
        <div className="ac-card__fact">
          <dt>{t('card.nextReview')}</dt>
          <dd>{card.due ? date(card.due, true) : t('card.notScheduled')}</dd>
        </div>
      </dl>
      <div className="ac-card__actions">
        <Button variant="secondary" aria-describedby={rectoId} onClick={() => onEdit(card)}>
          {t('card.edit')}
        </Button>
        <Button variant="danger" aria-describedby={rectoId} onClick={() => onDelete(card)}>
          {t('card.delete')}
        </Button>
      </div>
    </div>
  );
}

import { useTranslation } from 'react-i18next';
import '../../../styles/chips.css';

export interface TagChipsProps {
  tags: readonly string[];
  /** Shows this many and a "+N" chip for the rest; all when not given. */
  limit?: number;
}

/** A card's tags as a list of chips. */
export function TagChips({ tags, limit }: TagChipsProps) {
  const { t } = useTranslation('academy-cards');
  if (tags.length === 0) return null;
  const shown = limit === undefined ? tags : tags.slice(0, limit);
  const rest = tags.length - shown.length;
  return (
    <ul className="ly-chips" aria-label={t('card.tags')}>
      {shown.map((tag) => (
        <li key={tag} className="ly-chip">
          {tag}
        </li>
      ))}
      {rest > 0 && (
        <li className="ly-chip ac-chip--more">
          <span aria-hidden="true">+{rest}</span>
          <span className="ly-visually-hidden">{t('card.moreTags', { count: rest })}</span>
        </li>
      )}
    </ul>
  );
}

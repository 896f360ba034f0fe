import type { Counterpoint } from '@lyceum/contracts';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { chatPath } from '../../../area-links';

/** Other thinkers' ideas on the same question, each with the way to ask its persona. */
export function Counterpoints({ counterpoints }: { counterpoints: readonly Counterpoint[] }) {
  const { t } = useTranslation('chat-conversation');
  const titleId = useId();
  return (
    <section className="chat-counterpoints" aria-labelledby={titleId}>
      <h3 id={titleId} className="chat-counterpoints__title">
        {t('counterpoints.title')}
      </h3>
      <ul className="chat-counterpoints__list">
        {counterpoints.map((point) => (
          <li key={`${point.slug}-${point.idea_id}`} className="chat-counterpoint">
            <p className="chat-counterpoint__thinker">{point.thinker}</p>
            <blockquote className="chat-source__statement">{point.statement}</blockquote>
            <p className="chat-source__where">
              <cite>{point.book}</cite>
              {point.citation && <span>{point.citation}</span>}
            </p>
            <Link to={chatPath(point.slug)}>
              {t('counterpoints.ask', { thinker: point.character })}
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}

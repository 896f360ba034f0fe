import { PERSONA_CARD_TAGS, personaPeriod, splitTags } from '@lyceum/contracts/constants';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { DiscoverPersona } from '@lyceum/contracts';
import { chatPath } from '../../../area-links';

/**
 * A persona on Discover: name, period, short description, its first tags and a count of the
 * others, and the way into a conversation with it.
 */
export function PersonaCard({ persona }: { persona: DiscoverPersona }) {
  const { t } = useTranslation('chat-discover');
  const tags = splitTags(persona.tags);
  const shown = tags.slice(0, PERSONA_CARD_TAGS);
  const hidden = tags.slice(PERSONA_CARD_TAGS);
  const period = personaPeriod(persona.birth_date, persona.death_date);
  return (
    <li className="chat-tile chat-persona">
      <h3 className="chat-tile__name">{persona.display_name}</h3>
      <p className="chat-tile__period">{period ?? t('personas.unknownPeriod')}</p>
      <p className="chat-tile__text">{persona.short_description}</p>
      <div className="chat-persona__foot">
        {tags.length > 0 && (
          <ul className="ly-chips" aria-label={t('personas.tags')}>
            {shown.map((tag, index) => (
              <li key={`${index}-${tag}`} className="ly-chip">
                {tag}
              </li>
            ))}
            {hidden.length > 0 && (
              <li className="ly-chip chat-chip--more" title={hidden.join(', ')}>
                <span aria-hidden="true">+{hidden.length}</span>
                <span className="ly-visually-hidden">
                  {t('personas.moreTags', { count: hidden.length, tags: hidden.join(', ') })}
                </span>
              </li>
            )}
          </ul>
        )}
        <Link
          className="ly-button ly-button--primary"
          to={chatPath(persona.slug)}
          aria-label={t('personas.chatNowWith', { name: persona.display_name })}
        >
          {t('personas.chatNow')}
        </Link>
      </div>
    </li>
  );
}

import { useTranslation } from 'react-i18next';
import type { CharacterInfo } from '@lyceum/contracts';

/** Who the learner is talking with: name, period and description. */
export function PersonaHeader({ character }: { character: CharacterInfo }) {
  const { t } = useTranslation('chat-conversation');
  return (
    <header className="chat-header">
      <h2 className="chat-tile__name">{character.display_name}</h2>
      <p className="chat-tile__period">{character.period ?? t('header.unknownPeriod')}</p>
      <p className="chat-tile__text">{character.description}</p>
    </header>
  );
}

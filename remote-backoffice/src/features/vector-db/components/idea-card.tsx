import { Button } from '@lyceum/ui';
import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { Idea } from '../api/browse-ideas';
import { IdeaQuotes } from './idea-quotes';

export interface IdeaCardProps {
  idea: Idea;
  selected: boolean;
  deleting: boolean;
  onToggle: (id: number) => void;
  /** Asks to delete the idea; the browser confirms first. */
  onDelete: (idea: Idea) => void;
}

/**
 * One idea: its checkbox (named by the statement), the statement, who it is attributed to, its
 * book and context, then the parts it has: key phrases, supporting arguments, quotes and
 * character perspectives. Its Delete button names the statement too.
 */
export function IdeaCard({ idea, selected, deleting, onToggle, onDelete }: IdeaCardProps) {
  const { t } = useTranslation('backoffice-vector-db');
  const statementId = useId();
  return (
    <li className="ly-card bo-idea">
      <div className="bo-idea__head">
        <input
          type="checkbox"
          className="bo-idea__check"
          checked={selected}
          onChange={() => onToggle(idea.id)}
          aria-labelledby={statementId}
        />
        <h3 id={statementId} className="bo-idea__statement">
          {idea.statement}
        </h3>
        <Button
          variant="danger"
          className="bo-idea__delete"
          loading={deleting}
          aria-describedby={statementId}
          onClick={() => onDelete(idea)}
        >
          {deleting ? t('idea.deleting') : t('idea.delete')}
        </Button>
      </div>

      <dl className="bo-facts">
        <div>
          <dt>{t('idea.attributedTo')}</dt>
          <dd>{idea.attributed_to}</dd>
        </div>
        <div>
          <dt>{t('idea.book')}</dt>
          <dd>{idea.book_title}</dd>
        </div>
      </dl>

      {idea.context && (
        <IdeaPart title={t('idea.context')}>
          <p className="bo-idea__text">{idea.context}</p>
        </IdeaPart>
      )}
      {idea.key_phrases.length > 0 && (
        <IdeaPart title={t('idea.keyPhrases')}>
          <ul className="ly-chips">
            {idea.key_phrases.map((phrase, index) => (
              <li key={`${index}-${phrase}`} className="ly-chip">
                {phrase}
              </li>
            ))}
          </ul>
        </IdeaPart>
      )}
      {idea.supporting_arguments.length > 0 && (
        <IdeaPart title={t('idea.supportingArguments')}>
          <ul className="bo-idea__list">
            {idea.supporting_arguments.map((argument, index) => (
              <li key={`${index}-${argument}`}>{argument}</li>
            ))}
          </ul>
        </IdeaPart>
      )}
      {idea.quotes.length > 0 && (
        <IdeaPart title={t('idea.quotes')}>
          <IdeaQuotes quotes={idea.quotes} />
        </IdeaPart>
      )}
      {idea.character_perspectives.length > 0 && (
        <IdeaPart title={t('idea.perspectives')}>
          <dl className="bo-perspectives">
            {idea.character_perspectives.map(({ character, perspective }, index) => (
              <div key={`${index}-${character}`}>
                <dt>{character}</dt>
                <dd>{perspective}</dd>
              </div>
            ))}
          </dl>
        </IdeaPart>
      )}
    </li>
  );
}

function IdeaPart({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div className="bo-idea__part">
      <h4 className="bo-idea__part-title">{title}</h4>
      {children}
    </div>
  );
}

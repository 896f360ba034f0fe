import { useLanguage } from '@lyceum/platform';
import { Button } from '@lyceum/ui';
import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { Idea, IdeaRelation } from '../api/browse-ideas';
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
 * One idea: its checkbox (named by the statement), the statement, its translation into the
 * interface's language when it has one, who it is attributed to, its book and context, then the
 * parts it has: key phrases, supporting arguments, quotes, character perspectives and relations
 * to other thinkers' ideas. Its Delete button names the statement too.
 */
export function IdeaCard({ idea, selected, deleting, onToggle, onDelete }: IdeaCardProps) {
  const { t } = useTranslation('backoffice-vector-db');
  const { language } = useLanguage();
  const statementId = useId();
  // Only a translation into the interface's language is shown, and none when the idea is
  // already written in it.
  const translation = idea.language === language ? undefined : idea.translations[language];
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

      {translation && (
        <IdeaPart
          title={
            translation.translator
              ? t('idea.translationBy', { translator: translation.translator })
              : t('idea.translation')
          }
        >
          <p className="bo-idea__text">{translation.statement}</p>
        </IdeaPart>
      )}

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
      <IdeaTextList title={t('idea.questions')} texts={idea.questions} />
      <IdeaTextList title={t('idea.supportingArguments')} texts={idea.supporting_arguments} />
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
      {idea.relations.length > 0 && (
        <IdeaPart title={t('idea.relations')}>
          <ul className="bo-relations">
            {idea.relations.map((relation, index) => (
              <IdeaRelationItem
                key={`${index}-${relation.collection}-${relation.id}`}
                relation={relation}
                ideaLanguage={idea.language}
              />
            ))}
          </ul>
        </IdeaPart>
      )}
    </li>
  );
}

/**
 * How the idea stands towards another thinker's idea: the stance, that idea's collection and id,
 * and the note, in the interface's language when the relation has it translated, else as written
 * (in the idea's own language).
 */
function IdeaRelationItem({
  relation,
  ideaLanguage,
}: {
  relation: IdeaRelation;
  ideaLanguage: string;
}) {
  const { t } = useTranslation('backoffice-vector-db');
  const { language } = useLanguage();
  const translated = relation.translations?.[language]?.note;
  return (
    <li className="bo-relation">
      <p className="bo-relation__head">
        <span className="bo-relation__stance">{t(`idea.stances.${relation.stance}`)}</span>{' '}
        <span className="bo-relation__target">
          {t('idea.relationTarget', { collection: relation.collection, id: relation.id })}
        </span>
      </p>
      <p className="bo-relation__note" lang={translated ? language : ideaLanguage}>
        {translated ?? relation.note}
      </p>
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

/** A part of the idea made of sentences, one an item; nothing when it has none. */
function IdeaTextList({ title, texts }: { title: string; texts: readonly string[] }) {
  if (texts.length === 0) return null;
  return (
    <IdeaPart title={title}>
      <ul className="bo-idea__list">
        {texts.map((text, index) => (
          <li key={`${index}-${text}`}>{text}</li>
        ))}
      </ul>
    </IdeaPart>
  );
}

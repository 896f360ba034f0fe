import { personaPeriod, splitTags } from '@lyceum/contracts/constants';
import { Button } from '@lyceum/ui';
import { useId, type MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { Persona } from '../api/get-personas';
import { NS } from '../persona-texts';

export interface PersonaRowProps {
  persona: Persona;
  /** Formats a date of the record in the interface language. */
  formatDate: (iso: string) => string;
  deleting: boolean;
  /** Opens the form on this persona; the button is where the focus comes back to. */
  onEdit: (persona: Persona, button: HTMLElement) => void;
  /** Asks to delete the persona; the list confirms first. */
  onDelete: (persona: Persona) => void;
}

/**
 * One persona: its name and whether it has a profile, its short description, vector database
 * key, period, tags as chips, the dates it was created and updated, then Edit and Delete, which
 * name the persona to assistive technologies.
 */
export function PersonaRow({ persona, formatDate, deleting, onEdit, onDelete }: PersonaRowProps) {
  const { t } = useTranslation(NS);
  const nameId = useId();
  const tags = splitTags(persona.tags);
  const withProfile = persona.has_profile_file;
  return (
    <li className="ly-card bo-persona">
      <div className="bo-persona__head">
        <h3 id={nameId} className="bo-persona__name">
          {persona.name}
        </h3>
        <span className={`bo-badge bo-badge--${withProfile ? 'profile' : 'none'}`}>
          {withProfile ? t('list.profile') : t('list.noProfile')}
        </span>
      </div>
      <p className="bo-persona__description">{persona.short_description}</p>
      <dl className="bo-facts">
        <div>
          <dt>{t('list.vectorKey')}</dt>
          <dd>
            <code className="bo-persona__key">{persona.vector_database_key}</code>
          </dd>
        </div>
        <div>
          <dt>{t('list.period')}</dt>
          <dd>
            {personaPeriod(persona.birth_date, persona.death_date) ?? t('list.unknownPeriod')}
          </dd>
        </div>
        <div>
          <dt>{t('list.created')}</dt>
          <dd>
            <time dateTime={persona.created_at}>{formatDate(persona.created_at)}</time>
          </dd>
        </div>
        <div>
          <dt>{t('list.updated')}</dt>
          <dd>
            <time dateTime={persona.updated_at}>{formatDate(persona.updated_at)}</time>
          </dd>
        </div>
      </dl>
      {tags.length > 0 && (
        <ul className="ly-chips" aria-label={t('list.tags')}>
          {tags.map((tag, index) => (
            <li key={`${index}-${tag}`} className="ly-chip">
              {tag}
            </li>
          ))}
        </ul>
      )}
      <div className="bo-persona__actions">
        <Button
          variant="secondary"
          aria-describedby={nameId}
          onClick={(event: MouseEvent<HTMLButtonElement>) => onEdit(persona, event.currentTarget)}
        >
          {t('list.edit')}
        </Button>
        <Button
          variant="danger"
          loading={deleting}
          aria-describedby={nameId}
          onClick={() => onDelete(persona)}
        >
          {deleting ? t('list.deleting') : t('list.delete')}
        </Button>
      </div>
    </li>
  );
}

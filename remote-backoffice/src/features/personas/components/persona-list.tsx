import { useLanguage } from '@lyceum/platform';
import { Loading } from '@lyceum/ui';
import { useId, useMemo, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import type { Persona } from '../api/get-personas';
import { NS } from '../persona-texts';
import { PersonaRow, type PersonaRowProps } from './persona-row';

export interface PersonaListProps extends Pick<PersonaRowProps, 'onEdit' | 'onDelete'> {
  /** The personas; undefined while they load or when they could not be loaded. */
  personas: Persona[] | undefined;
  loading: boolean;
  /** The persona being deleted, if any. */
  deletingId: number | undefined;
  /** The list's heading, which can take the focus. */
  headingRef: RefObject<HTMLHeadingElement | null>;
}

/**
 * 'Existing Personas': a loading state, the empty state, or a row per persona. A failure to load
 * is the page's error banner, so nothing more is said here. Its heading can take the focus (after
 * a delete, when the row that had it is gone).
 */
export function PersonaList({
  personas,
  loading,
  deletingId,
  headingRef,
  onEdit,
  onDelete,
}: PersonaListProps) {
  const { t } = useTranslation(NS);
  const { language } = useLanguage();
  const headingId = useId();
  const formatDate = useMemo(() => {
    const format = new Intl.DateTimeFormat(language, { dateStyle: 'medium' });
    // A date the browser cannot read is shown as the server wrote it.
    return (iso: string) => {
      const date = new Date(iso);
      return Number.isNaN(date.getTime()) ? iso : format.format(date);
    };
  }, [language]);

  let body = null;
  if (loading) {
    body = <Loading text={t('list.loading')} />;
  } else if (personas?.length === 0) {
    body = <p className="bo-muted">{t('list.empty')}</p>;
  } else if (personas) {
    body = (
      <ul className="bo-personas__list" aria-labelledby={headingId}>
        {personas.map((persona) => (
          <PersonaRow
            key={persona.id}
            persona={persona}
            formatDate={formatDate}
            deleting={deletingId === persona.id}
            onEdit={onEdit}
            onDelete={onDelete}
          />
        ))}
      </ul>
    );
  }

  return (
    <section className="bo-personas__section" aria-labelledby={headingId}>
      <h2
        id={headingId}
        ref={headingRef}
        tabIndex={-1}
        className="bo-section-title bo-focus-target"
      >
        {t('list.title')}
      </h2>
      {body}
    </section>
  );
}

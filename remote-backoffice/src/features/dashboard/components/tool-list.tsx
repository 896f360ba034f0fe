import { Button } from '@lyceum/ui';
import { useEffect, useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { ToolView } from '../views';

/** The five tools; only persona and vector-database management open something yet. */
const TOOLS: ReadonlyArray<{ key: string; view?: ToolView }> = [
  { key: 'users' },
  { key: 'personas', view: 'personas' },
  { key: 'vectorDb', view: 'vector-db' },
  { key: 'content' },
  { key: 'analytics' },
];

export interface ToolListProps {
  onOpen: (view: ToolView) => void;
  /** The view the user just came back from: its button takes the focus again. */
  returnedFrom?: ToolView | undefined;
}

export function ToolList({ onOpen, returnedFrom }: ToolListProps) {
  const { t } = useTranslation('backoffice');
  const headingId = useId();
  const list = useRef<HTMLUListElement>(null);
  // Once, when the dashboard comes back from a view; later renders leave the focus alone.
  const focusOnMount = useRef(returnedFrom);
  useEffect(() => {
    const view = focusOnMount.current;
    if (view) list.current?.querySelector<HTMLElement>(`[data-view="${view}"]`)?.focus();
  }, []);
  return (
    <section aria-labelledby={headingId}>
      <h2 id={headingId} className="bo-section-title">
        {t('dashboard.toolsTitle')}
      </h2>
      <ul ref={list} className="bo-tools">
        {TOOLS.map(({ key, view }) => (
          <li key={key} className="ly-card bo-tool">
            <h3 className="bo-tool__title">{t(`tools.${key}.title`)}</h3>
            <p className="bo-tool__text">{t(`tools.${key}.text`)}</p>
            {view && (
              <Button
                data-view={view}
                variant="secondary"
                className="bo-tool__action"
                onClick={() => onOpen(view)}
              >
                {t(`tools.${key}.open`)}
              </Button>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}

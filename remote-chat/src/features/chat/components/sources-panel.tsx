import type { ChatSource } from '@lyceum/contracts';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { SourceFlashcard } from './source-flashcard';

interface SourcesPanelProps {
  id: string;
  sources: readonly ChatSource[];
  /** The persona whose answer cites them. */
  character: string;
  /** What the list is called; "Sources of this answer" when left out. */
  label?: string;
  open: boolean;
  onToggle: () => void;
  /** A source to bring into view and focus (1-based, as the answer's markers count). */
  focus: number | null;
  onFocused: () => void;
}

/**
 * The sources of one answer behind a "Sources (n)" toggle: each idea's statement, its book and
 * where in it, who translated it when it is read in translation, and the button that makes it a
 * flashcard.
 */
export function SourcesPanel(props: SourcesPanelProps) {
  const { id, sources, character, label, open, onToggle, focus, onFocused } = props;
  const { t } = useTranslation('chat-conversation');
  const list = useRef<HTMLOListElement>(null);

  useEffect(() => {
    if (!open || focus === null) return;
    const item = list.current?.children[focus - 1];
    if (item instanceof HTMLElement) {
      item.focus();
      item.scrollIntoView?.({ block: 'nearest' });
    }
    onFocused();
  }, [open, focus, onFocused]);

  return (
    <div className="chat-sources">
      <button
        type="button"
        className="chat-sources__toggle"
        aria-expanded={open}
        aria-controls={id}
        onClick={onToggle}
      >
        {t('sources.toggle', { n: sources.length })}
      </button>
      <ol
        ref={list}
        id={id}
        className="chat-sources__list"
        hidden={!open}
        aria-label={label ?? t('sources.label')}
      >
        {sources.map((source) => (
          <li key={source.idea_id} className="chat-source" tabIndex={-1}>
            <blockquote className="chat-source__statement" lang={source.language}>
              {source.statement}
            </blockquote>
            <p className="chat-source__where">
              <cite>{source.book}</cite>
              {source.citation && <span>{source.citation}</span>}
            </p>
            {source.translator && (
              <p className="chat-source__translator">
                {t('sources.translation', { translator: source.translator })}
              </p>
            )}
            <SourceFlashcard ideaId={source.idea_id} character={character} />
          </li>
        ))}
      </ol>
    </div>
  );
}

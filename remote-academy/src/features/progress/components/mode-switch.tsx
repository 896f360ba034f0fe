import { useRef, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';

export const CHART_MODES = ['accuracy', 'volume'] as const;
export type ChartMode = (typeof CHART_MODES)[number];

/** The key that moves the choice, and by how much: the arrows step and wrap, Home and End jump. */
function moved(key: string, index: number): number | null {
  const last = CHART_MODES.length - 1;
  switch (key) {
    case 'ArrowRight':
    case 'ArrowDown':
      return index === last ? 0 : index + 1;
    case 'ArrowLeft':
    case 'ArrowUp':
      return index === 0 ? last : index - 1;
    case 'Home':
      return 0;
    case 'End':
      return last;
    default:
      return null;
  }
}

/**
 * What the chart shows, as a radio group: one tab stop (the chosen option); the arrow keys,
 * Home and End choose another option and move the focus to it.
 */
export function ModeSwitch({
  mode,
  onChange,
}: {
  mode: ChartMode;
  onChange: (mode: ChartMode) => void;
}) {
  const { t } = useTranslation('academy-progress');
  const buttons = useRef<(HTMLButtonElement | null)[]>([]);

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>, index: number) => {
    const next = moved(event.key, index);
    if (next === null) return;
    event.preventDefault();
    onChange(CHART_MODES[next]!);
    buttons.current[next]?.focus();
  };

  return (
    <div className="ac-progress__modes" role="radiogroup" aria-label={t('mode.label')}>
      {CHART_MODES.map((option, index) => (
        <button
          key={option}
          ref={(element) => {
            buttons.current[index] = element;
          }}
          type="button"
          role="radio"
          aria-checked={option === mode}
          tabIndex={option === mode ? 0 : -1}
          className="ac-progress__mode"
          onClick={() => onChange(option)}
          onKeyDown={(event) => onKeyDown(event, index)}
        >
          {t(`mode.${option}`)}
        </button>
      ))}
    </div>
  );
}

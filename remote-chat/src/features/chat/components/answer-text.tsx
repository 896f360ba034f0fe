import { useTranslation } from 'react-i18next';
import { answerParagraphs } from './answer-parts';

interface AnswerTextProps {
  text: string;
  sourceCount: number;
  /** The id of the sources panel the markers open. */
  sourcesId: string;
  onCite: (number: number) => void;
}

/**
 * An answer as plain text in paragraphs (never markup); each citation marker is a button that
 * opens the sources at the one it names.
 */
export function AnswerText({ text, sourceCount, sourcesId, onCite }: AnswerTextProps) {
  const { t } = useTranslation('chat-conversation');
  return answerParagraphs(text, sourceCount).map((parts, paragraph) => (
    <p key={paragraph} className="chat-answer__paragraph">
      {parts.map((part, index) =>
        part.kind === 'text' ? (
          part.text
        ) : (
          <button
            key={index}
            type="button"
            className="chat-cite"
            aria-label={t('sources.cite', { n: part.number })}
            aria-controls={sourcesId}
            onClick={() => onCite(part.number)}
          >
            [{part.number}]
          </button>
        ),
      )}
    </p>
  ));
}

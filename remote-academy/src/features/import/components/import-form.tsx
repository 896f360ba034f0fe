import { FLASHCARD_TEXT_MAX, splitTags } from '@lyceum/contracts/constants';
import { useLanguage } from '@lyceum/platform';
import { Button, Input, TextArea } from '@lyceum/ui';
import { useEffect, useId, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { useImportFlashcards } from '../api/import-flashcards';
import { ExistingTags } from './existing-tags';
import { ImportResultDialog, type Outcome } from './import-result-dialog';
import { importOutcome, readyLineCount, withTag } from '../import-text';
import { sampleFor } from '../sample-cards';

/**
 * The import form: cards typed or pasted one per line, tags for all of them, and the result in a
 * dialog. A finished import leads to the library; when nothing was imported because of bad lines,
 * or when the call fails, the user stays with the text to correct it.
 */
export function ImportForm() {
  const { t } = useTranslation('academy-import');
  const { language } = useLanguage();
  const navigate = useNavigate();
  const importCards = useImportFlashcards();
  const textId = useId();
  const [text, setText] = useState('');
  const [tags, setTags] = useState('');
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  // Bumped when the dialog closes on the text, so that focus goes back to it once closed.
  const [backToText, setBackToText] = useState(0);

  const blank = text.trim() === '';
  const busy = importCards.isPending;
  const ready = readyLineCount(text);

  useEffect(() => {
    if (backToText > 0) document.getElementById(textId)?.focus();
  }, [backToText, textId]);

  function submit() {
    if (blank || busy) return;
    importCards.mutate(
      { text, tags: splitTags(tags) },
      {
        onSuccess: (result) => setOutcome({ kind: 'done', ...importOutcome(result) }),
        onError: (error) => setOutcome({ kind: 'failed', error }),
      },
    );
  }

  function onTextKeyDown(event: KeyboardEvent<HTMLTextAreaElement>) {
    if (event.key === 'Enter' && (event.ctrlKey || event.metaKey)) {
      event.preventDefault();
      submit();
    }
  }

  function loadSample() {
    const sample = sampleFor(language);
    setText(sample.text);
    if (tags.trim() === '') setTags(sample.tag);
  }

  function closeResult() {
    if (outcome?.kind === 'done' && !outcome.stay) {
      // The library is the Academy's first page, one step up from this one.
      void navigate('..', { relative: 'path' });
      return;
    }
    setOutcome(null);
    setBackToText((count) => count + 1);
  }

  const format = `${t('text.front')};${t('text.back')}`;
  return (
    <>
      <form
        className="ac-import"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
      >
        <p className="ac-import__intro">{t('intro')}</p>
        <div className="ac-import__grid">
          <div className="ac-import__cards">
            <TextArea
              id={textId}
              className="ac-import__text"
              label={t('text.label')}
              hint={
                <>
                  {/* The hint's text marks the card format with <code> tags: every odd piece. */}
                  {t('text.hint', { format, max: FLASHCARD_TEXT_MAX })
                    .split(/<\/?code>/)
                    .map((piece, index) =>
                      index % 2 === 1 ? (
                        <code key={index} className="ac-import__format">
                          {piece}
                        </code>
                      ) : (
                        piece
                      ),
                    )}{' '}
                  {t('text.shortcut')}
                </>
              }
              rows={12}
              value={text}
              onChange={(event) => setText(event.target.value)}
              onKeyDown={onTextKeyDown}
              aria-keyshortcuts="Control+Enter Meta+Enter"
            />
            <div className="ac-import__below-text">
              <Button variant="secondary" onClick={loadSample}>
                {t('sample.load')}
              </Button>
              <p className="ac-import__ready" role="status">
                {t('ready', { count: ready })}
              </p>
            </div>
          </div>
          <div className="ac-import__tags">
            <Input
              label={t('tags.label')}
              hint={t('tags.hint')}
              autoComplete="off"
              value={tags}
              onChange={(event) => setTags(event.target.value)}
            />
            <ExistingTags
              value={tags}
              onPick={(name) => setTags((value) => withTag(value, name))}
            />
          </div>
        </div>
        <div className="ac-import__actions">
          <Button type="submit" loading={busy} disabled={blank}>
            {busy ? t('submitting') : t('submit')}
          </Button>
        </div>
      </form>
      <ImportResultDialog outcome={outcome} onClose={closeResult} />
    </>
  );
}

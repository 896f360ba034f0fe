import { CHALLENGE_LIMIT_DEFAULT } from '@lyceum/contracts/constants';
import { useMutation } from '@tanstack/react-query';
import { Page } from '@lyceum/ui';
import { useCallback, useEffect, useReducer, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { getChallengeSession } from './api/get-challenge-session';
import { useUpdateFlashcard } from '../library/api/update-flashcard';
import { EditDialog, ToastStack, useFailureToast, useToasts, type EditValues } from '../library';
import {
  currentCard,
  newSessionId,
  parseCardCount,
  sessionBody,
  tallyQueue,
} from './challenge-queue';
import { ChallengeSession } from './components/challenge-session';
import { ChallengeSetup } from './components/challenge-setup';
import { challengeReducer, initialChallengeState } from './challenge-state';
import { ChallengeSummary } from './components/challenge-summary';
import { useElapsedTime } from './hooks/use-elapsed-time';
import { useFailureText } from './hooks/use-failure-text';
import { useSessionSaving } from './hooks/use-session-saving';
import './challenge.css';

/** Why the last start gave no session. */
type StartOutcome = { kind: 'empty'; tags: string[] } | { kind: 'failed'; error: unknown };

/**
 * The Challenge: set up (card count, tags), answer card after card until each one has been
 * answered right once (a missed card comes back later), then the results. The session is saved
 * once: when it completes, on Exit Session, or when the page or the screen is left after at least
 * one answer. The time counts only while the page is visible.
 */
export default function ChallengePage() {
  const { t } = useTranslation('academy-challenge');
  const { t: tc } = useTranslation('academy');
  const { t: tl } = useTranslation('academy-library');
  const navigate = useNavigate();
  const failureText = useFailureText();
  const { toasts, notify, dismiss } = useToasts();
  const failToast = useFailureToast(notify);

  const [state, dispatch] = useReducer(challengeReducer, initialChallengeState);
  const clock = useElapsedTime(state.phase === 'session');

  const [count, setCount] = useState(String(CHALLENGE_LIMIT_DEFAULT));
  const [tags, setTags] = useState<string[]>([]);
  const [outcome, setOutcome] = useState<StartOutcome | null>(null);
  const [backToSetup, setBackToSetup] = useState(false);
  const [editing, setEditing] = useState(false);

  const load = useMutation({
    mutationFn: ({ limit, chosen }: { limit: number; chosen: string[] }) =>
      getChallengeSession(limit, chosen),
  });
  const updateCard = useUpdateFlashcard();

  const save = useSessionSaving(
    () => (state.phase === 'setup' ? null : sessionBody(state.record, state.queue, clock.read())),
    notify,
  );

  // Every card answered right: the session is saved at once.
  useEffect(() => {
    if (state.phase === 'completed') save();
  }, [state.phase, save]);

  const toLibrary = useCallback(() => void navigate('..', { relative: 'path' }), [navigate]);

  const start = () => {
    if (load.isPending) return;
    setOutcome(null);
    const chosen = [...tags];
    load.mutate(
      { limit: parseCardCount(count), chosen },
      {
        onSuccess: ({ flashcards }) => {
          if (flashcards.length === 0) {
            setOutcome({ kind: 'empty', tags: chosen });
            return;
          }
          dispatch({
            type: 'start',
            record: { id: newSessionId(), startedAt: new Date().toISOString(), tags: chosen },
            flashcards,
          });
        },
        onError: (error) => setOutcome({ kind: 'failed', error }),
      },
    );
  };

  const toSetup = () => {
    setBackToSetup(true);
    setEditing(false);
    dispatch({ type: 'toSetup' });
  };

  const exit = () => {
    // Nothing is saved before the first answer.
    save();
    toSetup();
  };

  const editedCard =
    state.phase === 'session' ? (currentCard(state.queue)?.flashcard ?? null) : null;
  const saveEdit = async (values: EditValues) => {
    if (!editedCard) return;
    try {
      const updated = await updateCard.mutateAsync({ id: editedCard.id, ...values });
      dispatch({ type: 'edited', flashcard: updated });
      setEditing(false);
      notify('success', tl('toasts.updated'));
    } catch (error) {
      failToast('update', error, 'update');
    }
  };

  let message: { tone: 'info' | 'error'; text: string } | null = null;
  if (outcome?.kind === 'failed') {
    message = { tone: 'error', text: failureText(outcome.error, 'errors.load') };
  } else if (outcome?.kind === 'empty') {
    message = {
      tone: 'info',
      text:
        outcome.tags.length > 0
          ? t('setup.empty', { tags: outcome.tags.join(', ') })
          : t('setup.emptyAll'),
    };
  }

  return (
    <Page title={tc('challenge.title')}>
      <div className="ac-challenge">
        {state.phase === 'setup' && (
          <ChallengeSetup
            count={count}
            onCount={setCount}
            tags={tags}
            onToggleTag={(name) =>
              setTags((chosen) =>
                chosen.includes(name) ? chosen.filter((tag) => tag !== name) : [...chosen, name],
              )
            }
            onStart={start}
            onCancel={toLibrary}
            starting={load.isPending}
            message={message}
            focusHeading={backToSetup}
          />
        )}
        {state.phase === 'session' && (
          <ChallengeSession
            state={state}
            seconds={clock.seconds}
            editing={editing}
            dispatch={dispatch}
            onEdit={() => setEditing(true)}
            onExit={exit}
            onCardGone={() => {
              dispatch({ type: 'dropped' });
              notify('error', t('errors.cardGone'));
            }}
          />
        )}
        {state.phase === 'completed' && (
          <ChallengeSummary
            tally={tallyQueue(state.queue)}
            seconds={clock.seconds}
            onNewChallenge={toSetup}
            onLibrary={toLibrary}
          />
        )}
      </div>
      <EditDialog
        card={editing ? editedCard : null}
        saving={updateCard.isPending}
        onSave={(values) => void saveEdit(values)}
        onClose={() => setEditing(false)}
      />
      <ToastStack toasts={toasts} onDismiss={dismiss} />
    </Page>
  );
}

import { useErrorText } from '@lyceum/platform';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { learningKey } from '../../../lib/query-keys';
import { saveLearningSession, useSaveLearningSession } from '../api/save-learning-session';
import type { LearningSessionBody } from '@lyceum/contracts';
import type { Notify } from '../../library';

/**
 * Saves challenge sessions, each at most once: `save()` records the session now (on completion,
 * on Exit Session), and the session still unsaved is recorded when the page unloads (`pagehide`,
 * with keepalive so the request outlives the page) or when the screen is left inside the app.
 * `body()` gives what to save, or null when there is nothing (no card answered yet).
 *
 * A session is claimed by its client_session_id before its request leaves, so no second request
 * starts for it while one runs or after it succeeded; a failed save releases it, so a later
 * occasion may try again (the server records one session per id whatever happens).
 */
export function useSessionSaving(body: () => LearningSessionBody | null, notify: Notify) {
  const { t } = useTranslation('academy-challenge');
  const errorText = useErrorText();
  const queryClient = useQueryClient();
  const { mutate } = useSaveLearningSession();
  const claimed = useRef(new Set<string>());

  // What the listeners below need, always the latest: they are set up once, so that only a real
  // unmount (not a change of language, say) counts as leaving the screen.
  const latest = useRef({ body, notify, t, errorText, mutate });
  useEffect(() => {
    latest.current = { body, notify, t, errorText, mutate };
  });

  const [claim, saved, failed] = useMemo(() => {
    /** The body to save now, or null when there is none or it is already claimed. */
    const claimBody = (): LearningSessionBody | null => {
      const next = latest.current.body();
      const id = next?.client_session_id;
      if (!next || !id || claimed.current.has(id)) return null;
      claimed.current.add(id);
      return next;
    };
    const onSaved = () => latest.current.notify('success', latest.current.t('saved'));
    const onFailed = (error: unknown, next: LearningSessionBody) => {
      const { notify: show, t: text, errorText: why } = latest.current;
      claimed.current.delete(next.client_session_id ?? '');
      show('error', text('errors.save', { message: why(error, text('errors.unknown')) }));
    };
    return [claimBody, onSaved, onFailed] as const;
  }, []);

  const save = useCallback(() => {
    const next = claim();
    if (!next) return;
    latest.current.mutate(next, { onSuccess: saved, onError: (error) => failed(error, next) });
  }, [claim, saved, failed]);

  useEffect(() => {
    const saveOnLeave = () => {
      const next = claim();
      if (!next) return;
      saveLearningSession(next, { keepalive: true }).then(
        () => {
          void queryClient.invalidateQueries({ queryKey: learningKey });
          saved();
        },
        (error: unknown) => failed(error, next),
      );
    };
    // Hiding the page (another tab) is not leaving it: only `pagehide` saves.
    window.addEventListener('pagehide', saveOnLeave);
    return () => {
      window.removeEventListener('pagehide', saveOnLeave);
      saveOnLeave();
    };
  }, [claim, queryClient, saved, failed]);

  return save;
}

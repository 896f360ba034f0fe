import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { collectionsQueryKey, getCollections } from '../api/get-collections';
import type { RefreshPlan } from '../checkpoint-rules';

export type RefreshPhase = 'idle' | 'refreshing' | 'done' | 'failed';

export interface CollectionsRefresh {
  phase: RefreshPhase;
  /** Whether the running refresh was asked with the button (the automatic one runs quietly). */
  manual: boolean;
  start: (plan: RefreshPlan, manual: boolean) => void;
  reset: () => void;
}

/**
 * Fetches the collections again through the shared cache, so that the overview shows what an
 * import added: tries as the plan says until one succeeds, and reports `failed` after the last.
 * Starting again replaces the running refresh; nothing runs once the component is gone.
 */
export function useCollectionsRefresh(): CollectionsRefresh {
  const queryClient = useQueryClient();
  const [phase, setPhase] = useState<RefreshPhase>('idle');
  const [manual, setManual] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  // Bumped on every start, reset and unmount: an answer from an older run changes nothing.
  const run = useRef(0);

  const cancel = useCallback(() => {
    clearTimeout(timer.current);
    timer.current = undefined;
    run.current += 1;
  }, []);

  useEffect(() => cancel, [cancel]);

  const start = useCallback(
    (plan: RefreshPlan, asked: boolean) => {
      cancel();
      const current = run.current;
      setPhase('refreshing');
      setManual(asked);
      const attempt = (count: number) => {
        timer.current = undefined;
        queryClient
          .fetchQuery({
            queryKey: collectionsQueryKey,
            queryFn: getCollections,
            staleTime: 0,
            // The plan is the retry.
            retry: false,
          })
          .then(
            () => {
              if (run.current === current) setPhase('done');
            },
            () => {
              if (run.current !== current) return;
              if (count >= plan.attempts) setPhase('failed');
              else timer.current = setTimeout(() => attempt(count + 1), plan.spacingMs);
            },
          );
      };
      if (plan.firstDelayMs > 0) timer.current = setTimeout(() => attempt(1), plan.firstDelayMs);
      else attempt(1);
    },
    [cancel, queryClient],
  );

  const reset = useCallback(() => {
    cancel();
    setPhase('idle');
    setManual(false);
  }, [cancel]);

  return { phase, manual, start, reset };
}

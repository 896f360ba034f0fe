import { useCallback, useEffect, useRef, useState } from 'react';
import { getHealth, type HealthResponse } from '../api/get-health';
import { STATUS_REFRESH_MS } from './status-format';

interface HealthState {
  health: HealthResponse | null;
  error: boolean;
  loading: boolean;
  checkedAt: Date | null;
}

/** Fetches /api/health now, every 30 seconds, and on demand; keeps the last good answer. */
export function useHealth(): HealthState & { refresh: () => void } {
  const [state, setState] = useState<HealthState>({
    health: null,
    error: false,
    loading: true,
    checkedAt: null,
  });
  const mounted = useRef(true);

  const refresh = useCallback(() => {
    setState((current) => ({ ...current, loading: true }));
    getHealth()
      .then((health) => {
        if (mounted.current)
          setState({ health, error: false, loading: false, checkedAt: new Date() });
      })
      .catch(() => {
        if (mounted.current) setState((current) => ({ ...current, error: true, loading: false }));
      });
  }, []);

  useEffect(() => {
    mounted.current = true;
    refresh();
    const timer = setInterval(refresh, STATUS_REFRESH_MS);
    return () => {
      mounted.current = false;
      clearInterval(timer);
    };
  }, [refresh]);

  return { ...state, refresh };
}

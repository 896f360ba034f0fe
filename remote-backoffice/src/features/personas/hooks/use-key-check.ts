import { KEY_VALIDATION_DEBOUNCE_MS } from '@lyceum/contracts/constants';
import { useVectorKeyValidation, type VectorKeyValidation } from '../api/validate-vector-key';
import { useDebouncedValue } from './use-debounced-value';

/** Where the check of the vector database key stands. */
export type KeyCheck =
  | { state: 'blank' }
  /** Typed, not yet settled on: asked 500 ms after the last keystroke. */
  | { state: 'waiting' }
  | { state: 'checking' }
  | { state: 'valid'; key: string }
  | { state: 'invalid'; key: string; result: VectorKeyValidation }
  | { state: 'failed'; key: string; error: unknown };

/** The key (trimmed) checked against the server once typing pauses; never while it is blank. */
export function useKeyCheck(key: string): KeyCheck {
  const typed = key.trim();
  const settled = useDebouncedValue(typed, KEY_VALIDATION_DEBOUNCE_MS);
  const check = useVectorKeyValidation(settled);
  if (!typed) return { state: 'blank' };
  if (typed !== settled) return { state: 'waiting' };
  if (check.isFetching || check.isPending) return { state: 'checking' };
  if (check.isError) return { state: 'failed', key: settled, error: check.error };
  return check.data.is_valid
    ? { state: 'valid', key: settled }
    : { state: 'invalid', key: settled, result: check.data };
}

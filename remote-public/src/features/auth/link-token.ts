import type { ErrorCode } from '@lyceum/contracts/constants';
import { ApiError, errorCode } from '@lyceum/platform';
import { useState } from 'react';
import { useParams } from 'react-router-dom';
import { isUnreachable } from '../../lib/unreachable';
import { useOnce } from '../../lib/use-once';

/**
 * Why an e-mailed link's token was not spent. Only `invalid` says something about the link; the
 * others leave it untouched, so the page offers to try again.
 */
export type LinkFailure = 'invalid' | 'unreachable' | 'limited' | 'failed';

export function linkFailure(error: unknown, invalidCode: ErrorCode): LinkFailure {
  if (errorCode(error) === invalidCode) return 'invalid';
  if (isUnreachable(error)) return 'unreachable';
  const status = error instanceof ApiError ? error.status : null;
  if (status === 429) return 'limited';
  // Any other refusal of the request (a token of the wrong shape) is a link that cannot work.
  if (status !== null && status >= 400 && status < 500) return 'invalid';
  return 'failed';
}

export type LinkState<T> =
  { status: 'loading' } | { status: 'done'; result: T } | { status: 'failed'; error: unknown };

/**
 * Spends the `:token` of the page's path once, even under React StrictMode (a token works once),
 * and again only when `retry` is called.
 */
export function useLinkToken<T>(spend: (token: string) => Promise<T>) {
  const { token = '' } = useParams();
  const [attempt, setAttempt] = useState(0);
  const [state, setState] = useState<LinkState<T>>({ status: 'loading' });
  useOnce(`${attempt}:${token}`, () => {
    spend(token).then(
      (result) => setState({ status: 'done', result }),
      (error: unknown) => setState({ status: 'failed', error }),
    );
  });
  const retry = () => {
    setState({ status: 'loading' });
    setAttempt((count) => count + 1);
  };
  return { token, state, retry };
}

import { useErrorText } from '@lyceum/platform';
import { Toast } from '@lyceum/ui';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { TOAST_MS } from '../library-rules';
import './toasts.css';

interface ToastItem {
  id: number;
  tone: 'success' | 'error';
  text: string;
}

let nextId = 1;

/** The page's toasts: `notify` adds one, which leaves by itself (success sooner than error). */
export function useToasts() {
  const [toasts, setToasts] = useState<ToastItem[]>([]);
  const dismiss = useCallback((id: number) => {
    setToasts((current) => current.filter((toast) => toast.id !== id));
  }, []);
  const notify = useCallback((tone: ToastItem['tone'], text: string) => {
    setToasts((current) => [...current.slice(-2), { id: nextId++, tone, text }]);
  }, []);
  return { toasts, notify, dismiss };
}

export type Notify = ReturnType<typeof useToasts>['notify'];

/**
 * Shows a failed call as "<what failed>: <why>" in the user's language: `key` names the library's
 * error text, `call` the call's default text, used when the failure says nothing better.
 */
export function useFailureToast(notify: Notify) {
  const { t } = useTranslation('academy-library');
  const { t: tc } = useTranslation('academy');
  const errorText = useErrorText();
  return useCallback(
    (key: string, error: unknown, call: string) =>
      notify('error', t(`errors.${key}`, { message: errorText(error, tc(`calls.${call}`)) })),
    [notify, t, tc, errorText],
  );
}

export interface ToastStackProps {
  toasts: ToastItem[];
  onDismiss: (id: number) => void;
}

/** The toasts at the bottom corner, newest last, each with a close button. */
export function ToastStack({ toasts, onDismiss }: ToastStackProps) {
  const { t } = useTranslation('academy-library');
  return (
    <div className="ac-toasts">
      {toasts.map((toast) => (
        <ToastEntry
          key={toast.id}
          toast={toast}
          onDismiss={onDismiss}
          closeLabel={t('toasts.dismiss')}
        />
      ))}
    </div>
  );
}

function ToastEntry({
  toast,
  onDismiss,
  closeLabel,
}: {
  toast: ToastItem;
  onDismiss: (id: number) => void;
  closeLabel: string;
}) {
  const dismiss = useCallback(() => onDismiss(toast.id), [onDismiss, toast.id]);
  return (
    <Toast tone={toast.tone} onDismiss={dismiss} duration={TOAST_MS[toast.tone]}>
      <span className="ac-toasts__text">{toast.text}</span>
      <button type="button" className="ac-toasts__close" aria-label={closeLabel} onClick={dismiss}>
        ×
      </button>
    </Toast>
  );
}

import { useEffect, type ReactNode } from 'react';

export type ToastTone = 'info' | 'success' | 'error';

export interface ToastProps {
  tone?: ToastTone;
  children: ReactNode;
  /** Fixed at the bottom corner instead of inline. */
  floating?: boolean;
  /** Called after `duration` ms; without it the toast stays. */
  onDismiss?: () => void;
  duration?: number;
}

/** A status message; errors are announced assertively, others politely. */
export function Toast({
  tone = 'info',
  children,
  floating,
  onDismiss,
  duration = 5000,
}: ToastProps) {
  useEffect(() => {
    if (!onDismiss) return;
    const timer = setTimeout(onDismiss, duration);
    return () => clearTimeout(timer);
  }, [onDismiss, duration]);
  return (
    <div
      className={['ly-toast', `ly-toast--${tone}`, floating && 'ly-toast--floating']
        .filter(Boolean)
        .join(' ')}
      role={tone === 'error' ? 'alert' : 'status'}
    >
      {children}
    </div>
  );
}

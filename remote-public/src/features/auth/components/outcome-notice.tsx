import { Toast, type ToastTone } from '@lyceum/ui';
import { useEffect, useRef, type ReactNode } from 'react';

/**
 * What replaces a form once it has been answered. It takes the focus when it appears, so a screen
 * reader reads it out and the next Tab goes on from there rather than from the top of the page.
 */
export function OutcomeNotice({ tone, children }: { tone: ToastTone; children: ReactNode }) {
  const notice = useRef<HTMLDivElement>(null);
  useEffect(() => notice.current?.focus(), []);
  return (
    <div ref={notice} tabIndex={-1} className="auth-notice">
      <Toast tone={tone}>{children}</Toast>
    </div>
  );
}

import { Button } from '@lyceum/ui';
import { useEffect, useRef, type ReactNode } from 'react';

export interface InternalViewProps {
  title: string;
  subtitle: string;
  backLabel: string;
  onBack: () => void;
  children?: ReactNode;
}

/**
 * A back-office view opened from the dashboard without a route change: its heading takes the
 * focus when it opens (the page did not reload, so nothing else announces it), and its back
 * action returns to the dashboard.
 */
export function InternalView({ title, subtitle, backLabel, onBack, children }: InternalViewProps) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <div className="ly-page">
      {/* A div, not a header: the page's only banner is the host's top bar. */}
      <div className="bo-view-header">
        <div>
          <h1 ref={heading} tabIndex={-1} className="ly-page__title bo-view-header__title">
            {title}
          </h1>
          <p className="bo-muted">{subtitle}</p>
        </div>
        <Button variant="secondary" onClick={onBack}>
          {backLabel}
        </Button>
      </div>
      {children}
    </div>
  );
}

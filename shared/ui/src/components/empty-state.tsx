import type { ReactNode } from 'react';

export interface EmptyStateProps {
  title: string;
  description?: ReactNode;
  action?: ReactNode;
  /** Heading level for the title, so the state fits the page outline. */
  level?: 1 | 2 | 3;
}

export function EmptyState({ title, description, action, level = 2 }: EmptyStateProps) {
  const Heading = `h${level}` as const;
  return (
    <section className="ly-empty">
      <Heading className="ly-empty__title">{title}</Heading>
      {description && <div>{description}</div>}
      {action && <div style={{ marginTop: 'var(--space-4)' }}>{action}</div>}
    </section>
  );
}

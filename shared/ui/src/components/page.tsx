import type { ReactNode } from 'react';

export interface PageProps {
  title: string;
  children?: ReactNode;
}

/** A page body with its h1; every area page starts here. */
export function Page({ title, children }: PageProps) {
  return (
    <div className="ly-page">
      <h1 className="ly-page__title">{title}</h1>
      {children}
    </div>
  );
}

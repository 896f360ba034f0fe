import type { ReactNode } from 'react';

/** The chat's two columns: the sidebar, which goes above the conversation on a phone, and it. */
export function ChatLayout({ sidebar, children }: { sidebar: ReactNode; children: ReactNode }) {
  return (
    <div className="chat-layout">
      {sidebar}
      <section className="chat-main">{children}</section>
    </div>
  );
}

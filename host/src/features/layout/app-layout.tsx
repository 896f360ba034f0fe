import { useId, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet } from 'react-router-dom';
import { Sidebar } from './sidebar';

/** Sidebar + content for the signed-in areas; on small screens a menu button reveals it. */
export function AppLayout({ children }: { children?: ReactNode }) {
  const { t } = useTranslation('host-shell');
  const [open, setOpen] = useState(false);
  const sidebarId = useId();
  return (
    <div className="app-layout">
      <button
        type="button"
        className="app-layout__menu-button"
        aria-expanded={open}
        aria-controls={sidebarId}
        onClick={() => setOpen((value) => !value)}
      >
        <span aria-hidden="true">☰</span> {open ? t('sidebar.closeMenu') : t('sidebar.openMenu')}
      </button>
      <Sidebar id={sidebarId} open={open} onNavigate={() => setOpen(false)} />
      <div className="app-layout__content">{children ?? <Outlet />}</div>
    </div>
  );
}

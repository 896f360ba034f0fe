import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router-dom';
import { activeSection, type Section } from './active-section';
import { SidebarUserMenu } from './sidebar-user-menu';

const SECTIONS: Array<{ id: Section; to: string }> = [
  { id: 'discover', to: '/' },
  { id: 'chat', to: '/chat' },
  { id: 'academy', to: '/flashcards' },
];

interface SidebarProps {
  id: string;
  open: boolean;
  onNavigate: () => void;
}

export function Sidebar({ id, open, onNavigate }: SidebarProps) {
  const { t } = useTranslation('shell');
  const active = activeSection(useLocation().pathname);
  return (
    <aside id={id} className={open ? 'sidebar sidebar--open' : 'sidebar'}>
      <nav aria-label={t('sidebar.navigation')}>
        <ul className="sidebar__sections">
          {SECTIONS.map((section) => (
            <li key={section.id}>
              <Link
                to={section.to}
                onClick={onNavigate}
                className={
                  section.id === active ? 'sidebar__link sidebar__link--active' : 'sidebar__link'
                }
                aria-current={section.id === active ? 'page' : undefined}
              >
                {t(`sidebar.${section.id}`)}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <SidebarUserMenu onNavigate={onNavigate} />
    </aside>
  );
}

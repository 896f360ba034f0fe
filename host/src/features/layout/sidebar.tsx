import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router-dom';
import { SECTIONS, activeSection } from './active-section';
import { SidebarUserMenu } from './sidebar-user-menu';
import { useAreaNavigation, type NavLink } from './use-area-navigation';

interface SidebarProps {
  id: string;
  open: boolean;
  onNavigate: () => void;
}

function AreaLinks({
  links,
  pathname,
  onNavigate,
}: {
  links: NavLink[];
  pathname: string;
  onNavigate: () => void;
}) {
  return (
    <ul className="sidebar__area">
      {links.map((link) => (
        <li key={link.to}>
          <Link
            to={link.to}
            onClick={onNavigate}
            className={
              link.to === pathname
                ? 'sidebar__sublink sidebar__sublink--active'
                : 'sidebar__sublink'
            }
            aria-current={link.to === pathname ? 'page' : undefined}
          >
            {link.label}
          </Link>
        </li>
      ))}
    </ul>
  );
}

/** The active section is the current page, unless one of its area's entries is. */
function sectionCurrent(active: boolean, links: NavLink[], pathname: string) {
  if (!active) return undefined;
  return links.some((link) => link.to === pathname) ? 'true' : 'page';
}

/** The three sections; under the active one, the entries its area contributes. */
export function Sidebar({ id, open, onNavigate }: SidebarProps) {
  const { t } = useTranslation('host-shell');
  const { pathname } = useLocation();
  const active = activeSection(pathname);
  const areaLinks = useAreaNavigation(pathname);
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
                aria-current={sectionCurrent(section.id === active, areaLinks, pathname)}
              >
                {t(`sidebar.${section.id}`)}
              </Link>
              {section.id === active && areaLinks.length > 0 && (
                <AreaLinks links={areaLinks} pathname={pathname} onNavigate={onNavigate} />
              )}
            </li>
          ))}
        </ul>
      </nav>
      <SidebarUserMenu onNavigate={onNavigate} />
    </aside>
  );
}

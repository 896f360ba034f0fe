import { useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router-dom';
import { LanguageMenu } from '../language/language-menu';
import { SECTIONS, activeSection } from './active-section';
import { Brand } from './brand';
import { useAreaNavigation, type NavLink } from './use-area-navigation';
import { useDismiss } from './use-dismiss';
import { UserMenu } from './user-menu';

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

/**
 * The signed-in layout's side: at its head the product's name (home) and the language menu; below,
 * the three sections, under the active one the entries its area contributes, and the user menu at
 * its foot. On a phone the head is a bar of its own with a menu button that shows the rest;
 * Escape or a press outside hides it again.
 */
export function Sidebar() {
  const { t } = useTranslation('host-shell');
  const { pathname } = useLocation();
  const active = activeSection(pathname);
  const areaLinks = useAreaNavigation(pathname);
  const [open, setOpen] = useState(false);
  const bodyId = useId();
  const root = useRef<HTMLElement>(null);
  const menuButton = useRef<HTMLButtonElement>(null);
  const close = () => setOpen(false);
  useDismiss({ open, container: root, trigger: menuButton, onDismiss: close });

  return (
    <aside ref={root} className={open ? 'sidebar sidebar--open' : 'sidebar'}>
      <div className="sidebar__head">
        <button
          ref={menuButton}
          type="button"
          className="sidebar__menu-button"
          aria-expanded={open}
          aria-controls={bodyId}
          onClick={() => setOpen((value) => !value)}
        >
          <span aria-hidden="true">☰</span>
          <span className="ly-visually-hidden">
            {open ? t('sidebar.closeMenu') : t('sidebar.openMenu')}
          </span>
        </button>
        <Brand className="sidebar__brand" />
        <LanguageMenu />
      </div>
      <div id={bodyId} className="sidebar__body">
        <nav aria-label={t('sidebar.navigation')}>
          <ul className="sidebar__sections">
            {SECTIONS.map((section) => (
              <li key={section.id}>
                <Link
                  to={section.to}
                  onClick={close}
                  className={
                    section.id === active ? 'sidebar__link sidebar__link--active' : 'sidebar__link'
                  }
                  aria-current={sectionCurrent(section.id === active, areaLinks, pathname)}
                >
                  {t(`sidebar.${section.id}`)}
                </Link>
                {section.id === active && areaLinks.length > 0 && (
                  <AreaLinks links={areaLinks} pathname={pathname} onNavigate={close} />
                )}
              </li>
            ))}
          </ul>
        </nav>
        <UserMenu placement="sidebar" onNavigate={close} />
      </div>
    </aside>
  );
}

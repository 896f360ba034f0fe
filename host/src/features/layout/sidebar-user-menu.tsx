import { useAuth } from '@lyceum/platform';
import { areaHome } from './area-links';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router-dom';

/** Bottom of the sidebar: initial, username (or 'User'), 'Online', and the account entries. */
export function SidebarUserMenu({ onNavigate }: { onNavigate: () => void }) {
  const { t } = useTranslation('host-shell');
  const { user, isAdmin, signOut } = useAuth();
  const backOffice = areaHome('backoffice');
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);
  const menuId = useId();
  const name = user?.username || t('sidebar.user');

  const onSignOut = () => {
    setOpen(false);
    onNavigate();
    // Leave the guarded page first, so its guard does not redirect to /signin.
    void navigate('/');
    signOut();
  };

  return (
    <div className="sidebar-user" onKeyDown={(event) => event.key === 'Escape' && setOpen(false)}>
      {open && (
        <ul id={menuId} className="sidebar-user__menu" aria-label={t('sidebar.userMenu')}>
          <li>
            <Link to="/settings" onClick={onNavigate}>
              {t('sidebar.settings')}
            </Link>
          </li>
          {isAdmin && backOffice && (
            <li>
              <Link to={backOffice} onClick={onNavigate}>
                {t('sidebar.backOffice')}
              </Link>
            </li>
          )}
          <li>
            <button type="button" onClick={onSignOut}>
              {t('sidebar.signOut')}
            </button>
          </li>
        </ul>
      )}
      <button
        type="button"
        className="sidebar-user__trigger"
        aria-expanded={open}
        aria-controls={menuId}
        onClick={() => setOpen((value) => !value)}
      >
        <span className="avatar" aria-hidden="true">
          {name.charAt(0).toUpperCase()}
        </span>
        <span className="sidebar-user__text">
          <span className="sidebar-user__name">{name}</span>
          <span className="sidebar-user__status">{t('sidebar.online')}</span>
        </span>
      </button>
    </div>
  );
}

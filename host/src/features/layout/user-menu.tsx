import { useAuth } from '@lyceum/platform';
import { areaHome } from './area-links';
import { useId, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router-dom';
import { useHoverMenu } from './use-hover-menu';

/** Top-bar user menu: opens on hover (or click/keyboard), closes 150 ms after leaving. */
export function UserMenu() {
  const { t } = useTranslation('host-shell');
  const { user, isAdmin, signOut } = useAuth();
  const backOffice = areaHome('backoffice');
  const navigate = useNavigate();
  const menu = useHoverMenu();
  const menuId = useId();
  if (!user) return null;

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape') menu.close();
  };
  const onSignOut = () => {
    menu.close();
    // Leave the guarded page first, so its guard does not redirect to /signin.
    void navigate('/');
    signOut();
  };

  return (
    <div
      className="user-menu"
      onMouseEnter={menu.show}
      onMouseLeave={menu.scheduleClose}
      onKeyDown={onKeyDown}
      data-testid="user-menu"
    >
      <button
        type="button"
        className="user-menu__trigger"
        aria-haspopup="true"
        aria-expanded={menu.open}
        aria-controls={menuId}
        aria-label={t('topBar.userMenu', { username: user.username })}
        onClick={menu.toggle}
      >
        <span className="avatar" aria-hidden="true">
          {user.username.charAt(0).toUpperCase()}
        </span>
        <span className="user-menu__name">{user.username}</span>
      </button>
      {menu.open && (
        <div id={menuId} className="user-menu__panel">
          <p className="user-menu__username">{user.username}</p>
          <ul>
            {isAdmin && backOffice && (
              <li>
                <Link to={backOffice} onClick={menu.close}>
                  {t('topBar.backOffice')}
                </Link>
              </li>
            )}
            <li>
              <button type="button" onClick={onSignOut}>
                {t('topBar.signOut')}
              </button>
            </li>
          </ul>
        </div>
      )}
    </div>
  );
}

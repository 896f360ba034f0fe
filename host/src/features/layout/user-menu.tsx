import { sitePath } from '@lyceum/contracts/constants';
import { areaStartPath, useAuth } from '@lyceum/platform';
import { useId, useRef, type FocusEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router-dom';
import { useDismiss } from './use-dismiss';
import { useHoverMenu } from './use-hover-menu';

interface UserMenuProps {
  /**
   * `top-bar`: the avatar and name, the panel opening below. `sidebar`: the sidebar's foot, with
   * the Online status and the panel opening above.
   */
  placement: 'top-bar' | 'sidebar';
  /** Called when an entry is followed (the phone sidebar closes). */
  onNavigate?: () => void;
}

/**
 * The user menu, the one way to the account entries: the username, Settings, Back Office for
 * administrators and Sign Out. Opens on hover (or click, tap, keyboard) and closes 150 ms after
 * the pointer leaves; Escape closes it with the focus back on its button, and so does a press
 * outside it or the focus moving on.
 */
export function UserMenu({ placement, onNavigate }: UserMenuProps) {
  const { t } = useTranslation('host-shell');
  const { user, isAdmin, signOut } = useAuth();
  const backOffice = areaStartPath('backoffice');
  const navigate = useNavigate();
  const menu = useHoverMenu();
  const menuId = useId();
  const wrapper = useRef<HTMLDivElement>(null);
  const trigger = useRef<HTMLButtonElement>(null);
  useDismiss({ open: menu.open, container: wrapper, trigger, onDismiss: menu.close });
  if (!user) return null;
  const name = user.username || t('sidebar.user');

  const follow = () => {
    menu.close();
    onNavigate?.();
  };
  const onSignOut = () => {
    follow();
    // Leave the guarded page first, so its guard does not redirect to /signin.
    void navigate('/');
    signOut();
  };
  const onBlur = (event: FocusEvent) => {
    const next = event.relatedTarget;
    if (next instanceof Node && !wrapper.current?.contains(next)) menu.close();
  };

  return (
    <div
      ref={wrapper}
      className={`user-menu user-menu--${placement}`}
      onMouseEnter={menu.show}
      onMouseLeave={menu.scheduleClose}
      onBlur={onBlur}
      data-testid="user-menu"
    >
      <button
        ref={trigger}
        type="button"
        className="user-menu__trigger"
        aria-expanded={menu.open}
        aria-controls={menuId}
        // In the top bar the name may be hidden on a phone; the button keeps a name.
        aria-label={placement === 'top-bar' ? t('topBar.userMenu', { username: name }) : undefined}
        onClick={menu.click}
      >
        {/* The initial is drawn by CSS: no text of the button's beyond its accessible name. */}
        <span className="avatar" aria-hidden="true" data-initial={name.charAt(0).toUpperCase()} />
        {placement === 'top-bar' ? (
          <span className="user-menu__name">{name}</span>
        ) : (
          <span className="user-menu__text">
            <span className="user-menu__name">{name}</span>
            <span className="user-menu__status">{t('sidebar.online')}</span>
          </span>
        )}
      </button>
      {menu.open && (
        <div id={menuId} className="user-menu__panel">
          <p className="user-menu__username">{name}</p>
          <ul>
            <li>
              <Link to={sitePath('settings')} onClick={follow}>
                {t('sidebar.settings')}
              </Link>
            </li>
            {isAdmin && backOffice && (
              <li>
                <Link to={backOffice} onClick={follow}>
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

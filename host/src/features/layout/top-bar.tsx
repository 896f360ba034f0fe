import { useAuth } from '@lyceum/platform';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router-dom';
import { SIGN_IN_PATH } from '../../app/public-paths';
import { LanguageMenu } from '../language/language-menu';
import { Brand } from './brand';
import { UserMenu } from './user-menu';

/**
 * The public pages' header: the product's name centred, leading home; the language menu; Sign In
 * for a guest, the user menu for a signed-in user. On one line at any width from 320 px: the
 * name gives way last, shortened with an ellipsis.
 */
export function TopBar() {
  const { t } = useTranslation('host-shell');
  const { user } = useAuth();
  const { pathname } = useLocation();

  return (
    <header className="top-bar">
      <div className="top-bar__side" />
      <Brand className="top-bar__title" />
      <div className="top-bar__side top-bar__side--end">
        <LanguageMenu />
        {user ? (
          <UserMenu placement="top-bar" />
        ) : (
          // On the sign-in page itself the form is the way in: no link to where the visitor is.
          pathname !== SIGN_IN_PATH && (
            <Link to={SIGN_IN_PATH} className="ly-button ly-button--ghost top-bar__sign-in">
              {t('topBar.signIn')}
            </Link>
          )
        )}
      </div>
    </header>
  );
}

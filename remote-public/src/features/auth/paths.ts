import { generatePath } from 'react-router-dom';

// The account pages, by their keys in the host's route table (paths under the site's root), and
// the paths the pages link to.

export const SIGN_IN_PAGE = 'signin';
export const SIGN_UP_PAGE = 'signup';
export const FORGOT_PASSWORD_PAGE = 'forgot-password';
export const VERIFY_EMAIL_PAGE = 'verify-email/:token';
export const RESET_PASSWORD_PAGE = 'reset-password/:token';
export const CONFIRM_EMAIL_PAGE = 'confirm-email/:token';

export const SIGN_IN_PATH = `/${SIGN_IN_PAGE}`;
export const SIGN_UP_PATH = `/${SIGN_UP_PAGE}`;
export const FORGOT_PASSWORD_PATH = `/${FORGOT_PASSWORD_PAGE}`;
/** The host's settings page, where a signed-in user changes the account's address. */
export const SETTINGS_PATH = '/settings';

/** The path of an e-mailed link's page for `token`, e.g. `/reset-password/<token>`. */
export const linkPath = (page: string, token: string) => generatePath(`/${page}`, { token });

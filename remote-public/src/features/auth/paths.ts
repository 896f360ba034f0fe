import { SITE_PAGES, sitePath } from '@lyceum/contracts/constants';

// The account pages, by their keys in the host's route table (paths under the site's root), and
// the paths the pages link to; both from the contracts, which the host and the API read too.

export const SIGN_IN_PAGE = SITE_PAGES.signIn;
export const SIGN_UP_PAGE = SITE_PAGES.signUp;
export const FORGOT_PASSWORD_PAGE = SITE_PAGES.forgotPassword;
export const VERIFY_EMAIL_PAGE = SITE_PAGES.verifyEmail;
export const RESET_PASSWORD_PAGE = SITE_PAGES.resetPassword;
export const CONFIRM_EMAIL_PAGE = SITE_PAGES.confirmEmail;

export const SIGN_IN_PATH = sitePath('signIn');
export const SIGN_UP_PATH = sitePath('signUp');
export const FORGOT_PASSWORD_PATH = sitePath('forgotPassword');
/** The host's settings page, where a signed-in user changes the account's address. */
export const SETTINGS_PATH = sitePath('settings');

import { sitePath } from '@lyceum/contracts/constants';

// The paths the account pages link to, from the contracts, which the host and the API read too.

export const SIGN_IN_PATH = sitePath('signIn');
export const SIGN_UP_PATH = sitePath('signUp');
export const FORGOT_PASSWORD_PATH = sitePath('forgotPassword');
/** The host's settings page, where a signed-in user changes the account's address. */
export const SETTINGS_PATH = sitePath('settings');

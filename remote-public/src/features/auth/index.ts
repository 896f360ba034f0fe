import { lazy } from 'react';
import {
  CONFIRM_EMAIL_PAGE,
  FORGOT_PASSWORD_PAGE,
  RESET_PASSWORD_PAGE,
  SIGN_IN_PAGE,
  SIGN_UP_PAGE,
  VERIFY_EMAIL_PAGE,
} from './paths';

/**
 * The account pages, by path. Each is fetched when its route is first shown, so the landing (the
 * page that must paint fastest) never downloads forms, messages and checks it does not use.
 */
export const authPages = {
  [SIGN_IN_PAGE]: lazy(() =>
    import('./sign-in-page').then((module) => ({ default: module.SignInPage })),
  ),
  [SIGN_UP_PAGE]: lazy(() =>
    import('./sign-up-page').then((module) => ({ default: module.SignUpPage })),
  ),
  [FORGOT_PASSWORD_PAGE]: lazy(() =>
    import('./forgot-password-page').then((module) => ({ default: module.ForgotPasswordPage })),
  ),
  [VERIFY_EMAIL_PAGE]: lazy(() =>
    import('./verify-email-page').then((module) => ({ default: module.VerifyEmailPage })),
  ),
  [RESET_PASSWORD_PAGE]: lazy(() =>
    import('./reset-password-page').then((module) => ({ default: module.ResetPasswordPage })),
  ),
  [CONFIRM_EMAIL_PAGE]: lazy(() =>
    import('./confirm-email-page').then((module) => ({ default: module.ConfirmEmailPage })),
  ),
};

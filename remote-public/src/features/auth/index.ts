import type { PublicPageKey } from '@lyceum/contracts/constants';
import { lazy, type ComponentType } from 'react';

/**
 * The account pages, by their keys in the contracts' list of public pages. Each is fetched when
 * its route is first shown, so the landing (the page that must paint fastest) never downloads
 * forms, messages and checks it does not use.
 */
export const authPages = {
  signIn: lazy(() => import('./sign-in-page').then((module) => ({ default: module.SignInPage }))),
  signUp: lazy(() => import('./sign-up-page').then((module) => ({ default: module.SignUpPage }))),
  forgotPassword: lazy(() =>
    import('./forgot-password-page').then((module) => ({ default: module.ForgotPasswordPage })),
  ),
  verifyEmail: lazy(() =>
    import('./verify-email-page').then((module) => ({ default: module.VerifyEmailPage })),
  ),
  resetPassword: lazy(() =>
    import('./reset-password-page').then((module) => ({ default: module.ResetPasswordPage })),
  ),
  confirmEmail: lazy(() =>
    import('./confirm-email-page').then((module) => ({ default: module.ConfirmEmailPage })),
  ),
} satisfies Partial<Record<PublicPageKey, ComponentType>>;

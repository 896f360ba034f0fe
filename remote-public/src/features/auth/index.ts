import { lazy } from 'react';

/**
 * The account pages, by path. Each is fetched when its route is first shown, so the landing (the
 * page that must paint fastest) never downloads forms, messages and checks it does not use.
 */
export const authPages = {
  signin: lazy(() => import('./sign-in-page').then((module) => ({ default: module.SignInPage }))),
  signup: lazy(() => import('./sign-up-page').then((module) => ({ default: module.SignUpPage }))),
  'verify-email/:token': lazy(() =>
    import('./verify-email-page').then((module) => ({ default: module.VerifyEmailPage })),
  ),
};

import type { PublicPageKey } from '@lyceum/contracts/constants';
import { lazy, type ComponentType } from 'react';

/** The page of the newsletter's confirmation link, fetched when its route is first shown. */
export const newsletterPages = {
  newsletterConfirm: lazy(() =>
    import('./confirm-page').then((module) => ({ default: module.ConfirmPage })),
  ),
} satisfies Partial<Record<PublicPageKey, ComponentType>>;

/** The early-access sign-up form, which the landing shows twice. */
export { NewsletterForm } from './components/newsletter-form';

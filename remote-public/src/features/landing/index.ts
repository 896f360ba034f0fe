import type { PublicPageKey } from '@lyceum/contracts/constants';
import type { ComponentType } from 'react';
import { LandingPage } from './landing-page';

/**
 * The landing, at `/` and `/landing`. It is part of the remote's first chunk: it is the page that
 * must paint fastest. Every other page is fetched when its route is first shown, so the landing
 * neither downloads nor runs their code and styles.
 */
export const landingPages = {
  landing: LandingPage,
  landingAlias: LandingPage,
} satisfies Partial<Record<PublicPageKey, ComponentType>>;

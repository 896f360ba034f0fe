import type { ComponentProps } from 'react';
import { Link } from 'react-router-dom';
import { useSiteLanguage } from '../lib/use-site-language';

/** A router link whose `to` (e.g. '/about') is put in the current language ('/fr/about'). */
export function LocalizedLink({ to, ...props }: ComponentProps<typeof Link> & { to: string }) {
  const site = useSiteLanguage();
  return <Link to={site.to(to)} {...props} />;
}

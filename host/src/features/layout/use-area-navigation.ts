import { areaPath, mountedAreas, useAuth, type AreaAccess } from '@lyceum/platform';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { loadArea } from '../federation/load-remote';

export interface NavLink {
  to: string;
  label: string;
}

/** The area whose mount point the path is under, if any. */
export function areaAt(pathname: string) {
  return mountedAreas().find(
    ({ mount }) => pathname === `/${mount}` || pathname.startsWith(`/${mount}/`),
  );
}

function allowed(access: AreaAccess, isAdmin: boolean, signedIn: boolean): boolean {
  return access === 'public' || (access === 'user' && signedIn) || isAdmin;
}

/**
 * The navigation entries the area under `pathname` contributes, with their labels in the current
 * language. The area is the one already on screen, so this loads nothing new; an area that fails
 * to load contributes nothing.
 */
export function useAreaNavigation(pathname: string): NavLink[] {
  const { user, isAdmin } = useAuth();
  const current = areaAt(pathname);
  const remote = current && allowed(current.access, isAdmin, Boolean(user)) ? current : undefined;
  const name = remote?.remote;
  const mount = remote?.mount;
  const [entries, setEntries] = useState<{ key: string; namespace: string; links: NavLink[] }>();
  const { t } = useTranslation(entries?.namespace);

  useEffect(() => {
    if (name === undefined || mount === undefined) return;
    let active = true;
    loadArea(name).then(
      ({ area }) => {
        if (!active) return;
        setEntries({
          key: name,
          namespace: area.namespace,
          links: area.navigation.map((entry) => ({
            to: areaPath(mount, entry.to),
            label: entry.labelKey,
          })),
        });
      },
      () => undefined,
    );
    return () => {
      active = false;
    };
  }, [name, mount]);

  if (!remote || entries?.key !== remote.remote) return [];
  return entries.links.map((link) => ({ to: link.to, label: t(link.label) }));
}

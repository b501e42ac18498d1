import { applyAccent, type RemoteName, useCurrentUser } from '@coach/kit';
import { AppShell, navForUser } from '@coach/kit/area';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react';
import { useEffect } from 'react';
import { useRemote } from '../features/remotes/use-remote.ts';

const navLabels = {
  member_app: msg`Member menu`,
  admin_app: msg`Administration menu`,
};

/**
 * The frame of /user and /admin: the app shell with the remote's navigation.
 */
export function AreaLayout({ remote }: { remote: 'member_app' | 'admin_app' }) {
  const { i18n } = useLingui();
  const module = useRemote(remote satisfies RemoteName);
  const { user } = useCurrentUser();

  // The user's colour set follows them (seed §6: "a guard applies the user's themePack").
  useEffect(() => {
    if (user) applyAccent(user.themePack);
  }, [user]);

  // Only pages that exist get a link: the settings button appears with the settings page.
  const hasSettings = module?.routes.some((route) => route.path === 'settings') ?? false;
  return (
    <AppShell
      nav={navForUser(module?.nav ?? [], user)}
      navLabel={i18n._(navLabels[remote])}
      {...(hasSettings ? { settingsPath: 'settings' } : {})}
    />
  );
}

import { applyAccent, type RemoteName, useCurrentUser } from '@coach/kit';
import { AppShell, mayOpenPage, navForUser } from '@coach/kit/area';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react';
import { useEffect } from 'react';
import { useRemote } from '../features/remotes/use-remote.ts';

// The areas' page check travels in this chunk (routes.tsx loads it from here).
export { pageAccessLoader } from './page-access-loader.ts';

const navLabels = {
  member_app: msg`Member menu`,
  admin_app: msg`Administration menu`,
};
const areaOf = { member_app: 'member', admin_app: 'admin' } as const;

/**
 * The frame of /user and /admin: the app shell with the remote's navigation, offering only the
 * pages the server lets the user open (`auth/userinfo`'s `pages`).
 */
export function AreaLayout({ remote }: { remote: 'member_app' | 'admin_app' }) {
  const { i18n } = useLingui();
  const module = useRemote(remote satisfies RemoteName);
  const { user } = useCurrentUser();

  // The user's colour set follows them (docs/product-rules.md §18).
  useEffect(() => {
    if (user) applyAccent(user.themePack);
  }, [user]);

  // Only pages that exist and are open to the user get a link: the settings button appears with
  // the settings page, and not for a salesman, whom the application settings are not for.
  const area = areaOf[remote];
  const TopBarItem = module?.TopBarItem;
  const hasSettings =
    (module?.routes.some((route) => route.path === 'settings') ?? false) &&
    mayOpenPage(user, area, 'settings');
  return (
    <AppShell
      nav={navForUser(module?.nav ?? [], user, area)}
      navLabel={i18n._(navLabels[remote])}
      {...(hasSettings ? { settingsPath: 'settings' } : {})}
      topBarItem={TopBarItem ? <TopBarItem /> : null}
    />
  );
}

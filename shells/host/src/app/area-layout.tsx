import {
  AppShell,
  applyAccent,
  isSigningOut,
  loginPath,
  type RemoteName,
  stripLang,
  tokenAtom,
  useCurrentUser,
  useLang,
} from '@coach/kit';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react';
import { useAtomValue } from 'jotai';
import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useRemote } from '../features/remotes/use-remote.ts';

const navLabels = {
  member_app: msg`Member menu`,
  admin_app: msg`Administration menu`,
};

/**
 * The frame of /user and /admin: the app shell with the remote's navigation. It also notices a
 * session that ended while the page was open (a 401 dropped the token) and goes to the login page.
 */
export function AreaLayout({ remote }: { remote: 'member_app' | 'admin_app' }) {
  const { i18n } = useLingui();
  const module = useRemote(remote satisfies RemoteName);
  const token = useAtomValue(tokenAtom);
  const { user } = useCurrentUser();
  const lang = useLang();
  const location = useLocation();
  const navigate = useNavigate();

  useEffect(() => {
    if (token === null && !isSigningOut()) {
      navigate(loginPath(lang, `${stripLang(location.pathname)}${location.search}`), { replace: true });
    }
  }, [token, lang, location.pathname, location.search, navigate]);

  // The user's colour set follows them (seed §6: "a guard applies the user's themePack").
  useEffect(() => {
    if (user) applyAccent(user.themePack);
  }, [user]);

  // Only pages that exist get a link: the settings button appears with the settings page.
  const hasSettings = module?.routes.some((route) => route.path === 'settings') ?? false;
  return (
    <AppShell
      nav={module?.nav ?? []}
      navLabel={i18n._(navLabels[remote])}
      {...(hasSettings ? { settingsPath: 'settings' } : {})}
    />
  );
}

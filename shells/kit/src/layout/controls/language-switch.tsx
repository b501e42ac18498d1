import { useLingui } from '@lingui/react/macro';
import { Languages } from 'lucide-react';
import type { MouseEvent } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { langFromPath, switchLangPath } from '../../i18n/lang-path.ts';
import { writeCookie } from '../../lib/cookies.ts';
import { useHydrated } from '../use-hydrated.ts';
import * as styles from './controls.css.ts';

/** The query parameter that names the visitor's choice; the server keeps it in the `lang` cookie. */
const choiceParameter = 'lang';

/** A plain left click, which the app may answer itself; others open a tab or a window. */
const isPlainClick = (event: MouseEvent) =>
  event.button === 0 && !event.metaKey && !event.altKey && !event.ctrlKey && !event.shiftKey;

/**
 * A link to the same page in the other language (/x ⇄ /en/x). A link, not a button: it changes
 * the address and can be opened in a new tab. It carries the choice (`/?lang=tr`), so that the
 * server writes the `lang` cookie and leads on to the page without it (ADR 0034): a pre-rendered
 * page's link may be followed before the app has started (ADR 0028), and `/` would otherwise send
 * an English browser back to `/en`. Once the app runs, a plain click writes the cookie here and
 * the router moves to the clean address, with no round trip.
 * The query and fragment are added once hydration is over: a pre-rendered page is one file for
 * every query (/login?… too), and React keeps a mismatched attribute as the server wrote it.
 */
export function LanguageSwitch() {
  const { pathname, search, hash } = useLocation();
  const navigate = useNavigate();
  const hydrated = useHydrated();
  const { t } = useLingui();
  const target = langFromPath(pathname) === 'tr' ? 'en' : 'tr';
  const name = target === 'en' ? 'English' : 'Türkçe';
  const path = switchLangPath(pathname, target);
  const query = new URLSearchParams(hydrated ? search : '');
  query.delete(choiceParameter);
  const rest = query.toString();
  const clean = `${path}${rest ? `?${rest}` : ''}${hydrated ? hash : ''}`;
  query.append(choiceParameter, target);
  const withChoice = `${path}?${query}${hydrated ? hash : ''}`;

  const switchInApp = (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.defaultPrevented || !isPlainClick(event)) return;
    event.preventDefault();
    writeCookie('lang', target);
    void navigate(clean);
  };

  return (
    <Link
      className={styles.iconButton}
      to={withChoice}
      onClick={switchInApp}
      hrefLang={target}
      lang={target}
      title={t`Change language`}
    >
      <Languages size={20} aria-hidden="true" />
      <span>{name}</span>
    </Link>
  );
}

import { useLingui } from '@lingui/react/macro';
import { Languages } from 'lucide-react';
import { Link, useLocation } from 'react-router';
import { langFromPath, switchLangPath } from '../../i18n/lang-path.ts';
import { useHydrated } from '../use-hydrated.ts';
import * as styles from './controls.css.ts';

/**
 * A link to the same page in the other language (/x ⇄ /en/x). A link, not a button: it changes
 * the address, can be opened in a new tab, and the route it leads to writes the `lang` cookie.
 * The query and fragment are added once hydration is over: a pre-rendered page is one file for
 * every query (/login?… too), and React keeps a mismatched attribute as the server wrote it.
 */
export function LanguageSwitch() {
  const { pathname, search, hash } = useLocation();
  const hydrated = useHydrated();
  const { t } = useLingui();
  const target = langFromPath(pathname) === 'tr' ? 'en' : 'tr';
  const name = target === 'en' ? 'English' : 'Türkçe';
  return (
    <Link
      className={styles.iconButton}
      to={`${switchLangPath(pathname, target)}${hydrated ? `${search}${hash}` : ''}`}
      hrefLang={target}
      lang={target}
      title={t`Change language`}
    >
      <Languages size={20} aria-hidden="true" />
      <span>{name}</span>
    </Link>
  );
}

import { useLingui } from '@lingui/react/macro';
import { Link } from 'react-router';
import { useLangPath } from '../../i18n/use-lang.ts';
import * as styles from './public-layout.css.ts';
import { footerMenu } from './public-menu.ts';

export function PublicFooter() {
  const { t, i18n } = useLingui();
  const inLang = useLangPath();
  return (
    <footer className={styles.footer}>
      <div className={styles.footerInner}>
        <nav aria-label={t`Legal`}>
          <ul className={styles.footerLinks}>
            {footerMenu.map((item) => (
              <li key={item.path}>
                <Link className={styles.footerLink} to={inLang(item.path)}>
                  {i18n._(item.label)}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        {/* The year the page is drawn in. A pre-rendered page keeps the year of its build when it is
            adopted in a later one (no hydration error); the next deployment renews it. */}
        <p suppressHydrationWarning>
          © {new Date().getFullYear()} {t`Coaching Hours`}
        </p>
      </div>
    </footer>
  );
}

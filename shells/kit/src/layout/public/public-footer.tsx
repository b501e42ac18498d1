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
        <p>© 2021 {t`Coaching Hours`}</p>
      </div>
    </footer>
  );
}

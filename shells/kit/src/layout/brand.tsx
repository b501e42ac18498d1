import { Trans, useLingui } from '@lingui/react/macro';
import { Hourglass } from 'lucide-react';
import { Link } from 'react-router';
import { useLangPath } from '../i18n/use-lang.ts';
import { VisuallyHidden } from '../ui/visually-hidden.tsx';
import * as styles from './brand.css.ts';

/** The product's mark and name, linking to the home page. `compact` keeps only the mark. */
export function Brand({ compact = false }: { compact?: boolean }) {
  const inLang = useLangPath();
  const { t } = useLingui();
  return (
    <Link
      className={styles.brand}
      to={inLang('/')}
      title={compact ? t`Coaching Hours, home page` : undefined}
    >
      <span className={styles.mark} aria-hidden="true">
        <Hourglass size={20} />
      </span>
      {compact ? (
        <VisuallyHidden>
          <Trans>Coaching Hours, home page</Trans>
        </VisuallyHidden>
      ) : (
        <span className={styles.name}>
          <Trans>Coaching Hours</Trans>
        </span>
      )}
    </Link>
  );
}

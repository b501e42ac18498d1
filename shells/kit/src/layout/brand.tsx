import { Trans, useLingui } from '@lingui/react/macro';
import { Hourglass } from 'lucide-react';
import { Link } from 'react-router';
import { useLangPath } from '../i18n/use-lang.ts';
import { VisuallyHidden } from '../ui/visually-hidden.tsx';
import * as styles from './brand.css.ts';

/**
 * The product's mark and name, linking to the home page. `compact` keeps only the mark;
 * `nameClassName` lets a bar hide the name at the widths where it has no room for it (a CSS
 * class, so the choice holds in pre-rendered HTML; the hiding class should keep it for screen readers).
 */
export function Brand({ compact = false, nameClassName }: { compact?: boolean; nameClassName?: string }) {
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
        <span className={[styles.name, nameClassName ?? ''].join(' ')}>
          <Trans>Coaching Hours</Trans>
        </span>
      )}
    </Link>
  );
}

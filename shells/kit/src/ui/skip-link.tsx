import { Trans } from '@lingui/react/macro';
import * as styles from './skip-link.css.ts';

export const mainContentId = 'main-content';

/** The first stop of the Tab key: jumps over the navigation to the page's content. */
export function SkipLink() {
  return (
    <a className={styles.skipLink} href={`#${mainContentId}`}>
      <Trans>Skip to main content</Trans>
    </a>
  );
}

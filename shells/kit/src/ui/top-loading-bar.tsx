import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react';
import { useAtomValue } from 'jotai';
import { useNavigation } from 'react-router';
import { useDelayedFlag } from '../lib/use-delayed-flag.ts';
import { dataBusyAtom } from '../state/data-busy.ts';
import * as styles from './top-loading-bar.css.ts';

/** docs/product-rules.md §18: the loading bar is throttled by 200 ms, so quick answers do not make it flash. */
export const loadingBarDelayMs = 200;

/** A thin bar at the top while a navigation or any query or mutation is under way. */
export function TopLoadingBar() {
  const navigating = useNavigation().state !== 'idle';
  const busy = useAtomValue(dataBusyAtom);
  const shown = useDelayedFlag(navigating || busy, loadingBarDelayMs);
  const { i18n } = useLingui();
  if (!shown) return null;
  return (
    <div className={styles.track} role="progressbar" aria-label={i18n._(msg`Loading`)}>
      <div className={styles.bar} />
    </div>
  );
}

import * as styles from './dialog-loading.css.ts';
import { Spinner } from './spinner.tsx';

/**
 * What a dialog loaded when it is opened (`React.lazy`) shows while its code comes: the overlay it
 * will open on, with a spinner that says "Loading…" to a screen reader. Focus stays on the button
 * that opened it until the dialog takes it (and gives it back when it closes).
 *
 *   <Suspense fallback={<DialogLoading />}><AccountDialog … /></Suspense>
 */
export function DialogLoading() {
  return (
    <div className={styles.overlay}>
      <div className={styles.disc}>
        <Spinner size={32} />
      </div>
    </div>
  );
}

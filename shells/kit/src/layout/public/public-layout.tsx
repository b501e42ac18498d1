import { Outlet } from 'react-router';
import { Breadcrumbs } from '../../ui/breadcrumbs.tsx';
import { mainContentId, SkipLink } from '../../ui/skip-link.tsx';
import { useFocusOnNavigation } from '../use-focus-on-navigation.ts';
import { PublicFooter } from './public-footer.tsx';
import * as styles from './public-layout.css.ts';
import { PublicTopBar } from './public-top-bar.tsx';

/** The frame of the public pages: top bar and footer, no side menu (docs/product-rules.md §18). */
export function PublicLayout() {
  useFocusOnNavigation();
  return (
    <div className={styles.page}>
      <SkipLink />
      <PublicTopBar />
      <main id={mainContentId} tabIndex={-1} className={styles.main}>
        <div className={styles.crumbs}>
          <Breadcrumbs />
        </div>
        <Outlet />
      </main>
      <PublicFooter />
    </div>
  );
}

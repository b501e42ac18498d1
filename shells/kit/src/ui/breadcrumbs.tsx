import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react';
import { ChevronRight } from 'lucide-react';
import { Link, type UIMatch, useMatches } from 'react-router';
import type { RouteHandle } from '../remote/types.ts';
import * as styles from './breadcrumbs.css.ts';

export type Crumb = { key: string; label: string; to: string | null };

/** The crumbs of the matched routes: every route with `handle.crumb`, outermost first. */
export function crumbsOf(
  matches: UIMatch[],
  translate: (descriptor: NonNullable<RouteHandle['crumb']>) => string,
): Crumb[] {
  const withCrumb = matches.filter((match) => (match.handle as RouteHandle | undefined)?.crumb);
  return withCrumb.map((match, index) => {
    const handle = match.handle as RouteHandle & { crumb: NonNullable<RouteHandle['crumb']> };
    const isLast = index === withCrumb.length - 1;
    return {
      key: match.id,
      label: translate(handle.crumb),
      to: isLast || handle.crumbLink === false ? null : match.pathname,
    };
  });
}

/** Breadcrumbs built from each matched route's `handle.crumb`; hidden when there is only one. */
export function Breadcrumbs() {
  const matches = useMatches();
  const { i18n } = useLingui();
  const crumbs = crumbsOf(matches, (descriptor) => i18n._(descriptor));
  if (crumbs.length < 2) return null;
  return (
    <nav aria-label={i18n._(msg`Breadcrumb`)}>
      <ol className={styles.list}>
        {crumbs.map((crumb, index) => (
          <li key={crumb.key} className={styles.item}>
            {index > 0 ? <ChevronRight size={14} aria-hidden="true" /> : null}
            {crumb.to ? (
              <Link className={styles.link} to={crumb.to}>
                {crumb.label}
              </Link>
            ) : (
              <span
                className={styles.current}
                aria-current={index === crumbs.length - 1 ? 'page' : undefined}
              >
                {crumb.label}
              </span>
            )}
          </li>
        ))}
      </ol>
    </nav>
  );
}

import { Trans, useLingui } from '@lingui/react/macro';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { Button } from './button.tsx';
import * as styles from './pager.css.ts';

export type PagerProps = {
  /** 1-based, as in the address and the API. */
  page: number;
  pageSize: number;
  total: number;
  onPageChange: (page: number) => void;
  /** Names the navigation ("Pages of the member list"). */
  label?: string;
};

export function pageCountOf(total: number, pageSize: number): number {
  return Math.max(1, Math.ceil(total / Math.max(1, pageSize)));
}

/**
 * Previous and next page with where one is. Native buttons, so Tab and Enter/Space work; the
 * position is a polite live region, so a screen reader hears the new page after a click.
 */
export function Pager({ page, pageSize, total, onPageChange, label }: PagerProps) {
  const { t } = useLingui();
  const pageCount = pageCountOf(total, pageSize);
  const first = total === 0 ? 0 : (page - 1) * pageSize + 1;
  const last = Math.min(total, page * pageSize);
  return (
    <nav className={styles.pager} aria-label={label ?? t`Pages`}>
      <Button
        variant="secondary"
        size="sm"
        icon={<ChevronLeft size={18} aria-hidden="true" />}
        disabled={page <= 1}
        onClick={() => onPageChange(page - 1)}
      >
        <Trans>Previous</Trans>
      </Button>
      <p className={styles.position} aria-live="polite">
        <span>
          <Trans>
            Page {page} of {pageCount}
          </Trans>
        </span>
        <span className={styles.range}>
          <Trans>
            ({first}–{last} of {total})
          </Trans>
        </span>
      </p>
      <Button
        variant="secondary"
        size="sm"
        disabled={page >= pageCount}
        onClick={() => onPageChange(page + 1)}
      >
        <Trans>Next</Trans>
        <ChevronRight size={18} aria-hidden="true" />
      </Button>
    </nav>
  );
}

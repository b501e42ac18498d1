import { Button } from '@coach/kit';
import { Trans, useLingui } from '@lingui/react/macro';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import * as styles from './outbox.css.ts';

type OutboxPagerProps = { page: number; pageCount: number; onPage: (page: number) => void };

/** Previous and next page, with where one is; a page number in the address, so it can be shared. */
export function OutboxPager({ page, pageCount, onPage }: OutboxPagerProps) {
  const { t } = useLingui();
  return (
    <nav className={styles.pager} aria-label={t`Pages of the outbox`}>
      <Button
        variant="secondary"
        icon={<ChevronLeft size={18} aria-hidden="true" />}
        disabled={page <= 1}
        onClick={() => onPage(page - 1)}
      >
        <Trans>Newer</Trans>
      </Button>
      <span aria-live="polite">
        <Trans>
          Page {page} of {pageCount}
        </Trans>
      </span>
      <Button variant="secondary" disabled={page >= pageCount} onClick={() => onPage(page + 1)}>
        <Trans>Older</Trans>
        <ChevronRight size={18} aria-hidden="true" />
      </Button>
    </nav>
  );
}

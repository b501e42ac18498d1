import { Trans, useLingui } from '@lingui/react/macro';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { type FormEvent, type ReactNode, useId, useState } from 'react';
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
  /** Instead of "Previous" and "Next" (the outbox's "Newer" and "Older"). */
  previousText?: ReactNode;
  nextText?: ReactNode;
};

export function pageCountOf(total: number, pageSize: number): number {
  return Math.max(1, Math.ceil(total / Math.max(1, pageSize)));
}

/**
 * A page number typed in: a whole number in 1…pageCount, else nothing (the field says so). The
 * browser's number field lets "2.5", "-1" or "1e9" through.
 */
export function pageFromInput(text: string, pageCount: number): number | null {
  if (!/^\d+$/.test(text.trim())) return null;
  const page = Number(text.trim());
  return page >= 1 && page <= pageCount ? page : null;
}

/** "Go to page [ 7 ] Go": jumps straight to a page of a long list. */
function PageJump({
  page,
  pageCount,
  onPageChange,
}: {
  page: number;
  pageCount: number;
  onPageChange: (page: number) => void;
}) {
  const { t } = useLingui();
  const id = useId();
  const [text, setText] = useState(String(page));
  const [shownPage, setShownPage] = useState(page);
  const [invalid, setInvalid] = useState(false);
  // The page changed elsewhere (Next, the address): the field follows it.
  if (shownPage !== page) {
    setShownPage(page);
    setText(String(page));
    setInvalid(false);
  }
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const next = pageFromInput(text, pageCount);
    setInvalid(next === null);
    if (next !== null && next !== page) onPageChange(next);
  };
  return (
    <form className={styles.jump} onSubmit={submit} noValidate>
      <label htmlFor={id}>
        <Trans>Go to page</Trans>
      </label>
      <input
        id={id}
        className={styles.jumpInput}
        type="number"
        inputMode="numeric"
        min={1}
        max={pageCount}
        step={1}
        value={text}
        aria-invalid={invalid || undefined}
        aria-describedby={invalid ? `${id}-error` : undefined}
        onChange={(event) => {
          setText(event.target.value);
          setInvalid(false);
        }}
      />
      <Button type="submit" variant="secondary" size="sm">
        <Trans>Go</Trans>
      </Button>
      {invalid ? (
        <span id={`${id}-error`} className={styles.jumpError} role="alert">
          {t`Enter a page from 1 to ${pageCount}.`}
        </span>
      ) : null}
    </form>
  );
}

/**
 * Previous and next page with where one is, and a field to jump to a page when there are more than
 * two. Native buttons, so Tab and Enter/Space work; the position is a polite live region, so a
 * screen reader hears the new page after a click.
 */
export function Pager({ page, pageSize, total, onPageChange, label, previousText, nextText }: PagerProps) {
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
        {previousText ?? <Trans>Previous</Trans>}
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
        {nextText ?? <Trans>Next</Trans>}
        <ChevronRight size={18} aria-hidden="true" />
      </Button>
      {pageCount > 2 ? <PageJump page={page} pageCount={pageCount} onPageChange={onPageChange} /> : null}
    </nav>
  );
}

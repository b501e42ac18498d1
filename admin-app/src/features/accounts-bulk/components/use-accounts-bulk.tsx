import {
  type AccountRoleType,
  type AccountStatus,
  type AccountView,
  type BulkActionKind,
  type BulkSelection,
  bulkSelectionMax,
} from '@coach/core/contracts';
import { Button, formatNumber, useCurrentUser, useLang, useLangPath, useNavigate } from '@coach/kit';
import { DialogLoading, lazyNamed } from '@coach/kit/area';
import type { DataTableSelection } from '@coach/kit/tables';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { CalendarPlus, Mail, UserCheck, UserX, X } from 'lucide-react';
import { type ReactNode, Suspense, useEffect, useState } from 'react';
import * as styles from './accounts-bulk.css.ts';
import { actionLabels } from './labels.ts';

// The dialog (its form, the packages, the job's progress) comes when an action is chosen.
const BulkActionDialog = lazyNamed(() => import('./bulk-action-dialog.tsx'), 'BulkActionDialog');

/** What the accounts list shows now: its filter and how many it finds (the accounts page's `AccountListNow`). */
export type AccountListNow = {
  search: string;
  role: AccountRoleType | null;
  status: AccountStatus | null;
  /** The list's "Lock state": `'true'` locked only, `'false'` unlocked only. */
  locked: 'true' | 'false' | null;
  total: number;
};

export type AccountsBulk = {
  /** A checkbox per row and one for the page, with "select all N this filter finds". */
  selection: DataTableSelection<AccountView>;
  /** The bar of actions over the table while something is selected, and the open dialog. */
  bar: ReactNode;
};

const actionIcons: Record<BulkActionKind, ReactNode> = {
  makePassive: <UserX size={16} aria-hidden="true" />,
  reactivate: <UserCheck size={16} aria-hidden="true" />,
  extendMembership: <CalendarPlus size={16} aria-hidden="true" />,
};

/**
 * Bulk actions on the accounts list (ADR 0052), for administrators: the accounts picked one by one
 * (up to 1,000, across pages) or everything the list's filter finds; a change of filter starts the
 * selection afresh. Null for those who may not (salesmen): no checkboxes, no bar.
 */
export function useAccountsBulk(list: AccountListNow): AccountsBulk | null {
  const { t, i18n } = useLingui();
  const lang = useLang();
  const langPath = useLangPath();
  const navigate = useNavigate();
  const { user } = useCurrentUser();
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const [allMatching, setAllMatching] = useState(false);
  const [open, setOpen] = useState<BulkActionKind | null>(null);
  const filterKey = JSON.stringify([list.search, list.role, list.status, list.locked]);
  // biome-ignore lint/correctness/useExhaustiveDependencies: the filter's key is what starts it afresh
  useEffect(() => {
    setSelected(new Set());
    setAllMatching(false);
  }, [filterKey]);

  if (!user?.permissions.includes('accounts.bulk')) return null;

  const clear = () => {
    setSelected(new Set());
    setAllMatching(false);
  };
  const total = formatNumber(list.total, lang);
  const count = allMatching ? list.total : selected.size;
  const tooMany = !allMatching && selected.size > bulkSelectionMax;
  const target: BulkSelection = allMatching
    ? {
        filter: {
          search: list.search,
          ...(list.role ? { role: list.role } : {}),
          ...(list.status ? { status: list.status } : {}),
          // The list's "Lock state" too: else the action would reach accounts the list does not show.
          ...(list.locked ? { locked: list.locked === 'true' } : {}),
        },
      }
    : { accountIds: [...selected] };

  const mailLink = () => {
    const params = new URLSearchParams();
    if ('accountIds' in target) params.set('ids', target.accountIds.join(','));
    else {
      if (list.search) params.set('search', list.search);
      // Always said, empty for "any": the group mail's own defaults (members, active) would reach
      // fewer accounts than a list of every role or status shows.
      params.set('role', list.role ?? '');
      params.set('status', list.status ?? '');
      if (list.locked) params.set('locked', list.locked);
    }
    navigate(langPath(`/admin/group-mail?${params}`));
  };

  const selection: DataTableSelection<AccountView> = {
    selected,
    onSelectedChange: (next) => {
      setSelected(next);
      setAllMatching(false);
    },
    rowLabel: (account) => account.fullName,
    allMatching:
      list.total > selected.size || allMatching ? (
        <div className={styles.allMatching}>
          {allMatching ? (
            <>
              <span>
                <Plural
                  value={list.total}
                  one="The # account this filter finds is selected."
                  other="All # accounts this filter finds are selected."
                />
              </span>
              <Button variant="ghost" size="sm" onClick={clear}>
                <Trans>Clear the selection</Trans>
              </Button>
            </>
          ) : (
            <Button variant="ghost" size="sm" onClick={() => setAllMatching(true)}>
              <Trans>Select all {total} accounts this filter finds</Trans>
            </Button>
          )}
        </div>
      ) : undefined,
  };

  const bar =
    count > 0 ? (
      <section className={styles.bar} aria-label={t`Bulk actions`}>
        <span className={styles.count} role="status">
          <Plural value={count} one="# account selected" other="# accounts selected" />
        </span>
        {tooMany ? (
          <span className={styles.muted}>
            <Trans>Pick at most 1,000 accounts one by one, or select all this filter finds.</Trans>
          </span>
        ) : (
          <>
            {(Object.keys(actionLabels) as BulkActionKind[]).map((action) => (
              <Button
                key={action}
                variant="secondary"
                size="sm"
                icon={actionIcons[action]}
                onClick={() => setOpen(action)}
              >
                {i18n._(actionLabels[action])}
              </Button>
            ))}
            <Button
              variant="secondary"
              size="sm"
              icon={<Mail size={16} aria-hidden="true" />}
              onClick={mailLink}
            >
              <Trans>Send a mail</Trans>
            </Button>
          </>
        )}
        <Button variant="ghost" size="sm" icon={<X size={16} aria-hidden="true" />} onClick={clear}>
          <Trans>Clear</Trans>
        </Button>
        {open ? (
          <Suspense fallback={<DialogLoading />}>
            <BulkActionDialog
              action={open}
              selection={target}
              onClose={(finished) => {
                setOpen(null);
                if (finished) clear();
              }}
            />
          </Suspense>
        ) : null}
      </section>
    ) : null;

  return { selection, bar };
}

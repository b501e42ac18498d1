import { Button, Card, formatNumber, LoadingBlock, PageTitle, useCurrentUser, useLang } from '@coach/kit';
import { useErrorPageOnFailure, useListParams } from '@coach/kit/area';
import { SearchField } from '@coach/kit/tables';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { Plus } from 'lucide-react';
import { useState } from 'react';
import { type BadgeView, useBadgePage, useEveryBadge } from '../api/badges.ts';
import { BadgeDialog } from './badge-dialog.tsx';
import * as styles from './badges.css.ts';
import { BadgesTable } from './badges-table.tsx';
import { DeleteBadgeDialog } from './delete-badge-dialog.tsx';
import { nextFreeScore } from './neighbours.ts';

/**
 * Badges and their score ranges. A member holds the badge whose range contains the score, so the
 * ranges must join end to end: the server refuses any change that would overlap or leave a gap.
 */
export function BadgesPage() {
  const { t } = useLingui();
  const lang = useLang();
  const list = useListParams({ defaultSort: 'lower', pageSize: 20 });
  const { data, error, isPending, isFetching } = useBadgePage(list.query);
  const every = useEveryBadge();
  const { user } = useCurrentUser();
  const canWrite = user?.permissions.includes('badges.write') ?? false;
  const [editing, setEditing] = useState<BadgeView | 'new' | null>(null);
  const [deleting, setDeleting] = useState<BadgeView | null>(null);
  useErrorPageOnFailure(error ?? every.error);

  const all = every.data ?? [];
  const lowest = formatNumber(all[0]?.lower ?? 0, lang);
  const highest = formatNumber(all.at(-1)?.upper ?? 0, lang);
  const total = data?.total ?? 0;

  return (
    <div className={styles.page}>
      <PageTitle
        subtitle={
          <Trans>
            A member holds the badge whose score range contains their score. Ranges join end to end: no
            overlap, no gap.
          </Trans>
        }
        actions={
          canWrite ? (
            // Enabled once every badge is known: a new range starts right above the highest.
            <Button
              icon={<Plus size={18} aria-hidden="true" />}
              onClick={() => setEditing('new')}
              disabled={every.isPending}
            >
              <Trans>Add a badge</Trans>
            </Button>
          ) : null
        }
      >
        <Trans>Badges</Trans>
      </PageTitle>
      <Card
        title={<Trans>Badges</Trans>}
        description={
          all.length > 0 ? (
            <Plural
              value={all.length}
              one={`# badge covers the scores ${lowest} to ${highest}.`}
              other={`# badges cover the scores ${lowest} to ${highest}.`}
            />
          ) : (
            <Trans>No badges yet.</Trans>
          )
        }
      >
        <div className={styles.toolbar}>
          <SearchField
            label={t`Search badges`}
            value={list.search}
            onSearch={list.setSearch}
            placeholder={t`Turkish or English name`}
          />
        </div>
        {isPending || !data ? (
          <LoadingBlock label={t`Loading the badges…`} />
        ) : (
          <BadgesTable
            items={data.items}
            total={total}
            page={list.page}
            pageSize={list.pageSize}
            sort={list.sort}
            onSortChange={list.setSort}
            onPageChange={list.setPage}
            isLoading={isFetching}
            onEdit={canWrite ? setEditing : undefined}
            onDelete={canWrite ? setDeleting : undefined}
          />
        )}
      </Card>
      {editing ? (
        <BadgeDialog
          badge={editing === 'new' ? null : editing}
          suggestedLower={nextFreeScore(all)}
          onClose={() => setEditing(null)}
        />
      ) : null}
      {deleting ? <DeleteBadgeDialog badge={deleting} every={all} onClose={() => setDeleting(null)} /> : null}
    </div>
  );
}

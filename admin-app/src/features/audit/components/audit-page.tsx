import type { AuditFilterInput } from '@coach/core/contracts';
import { Button, Card, LoadingBlock, PageTitle, useSearchParams } from '@coach/kit';
import { useErrorPageOnFailure, useListParams } from '@coach/kit/area';
import { SearchField } from '@coach/kit/tables';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { X } from 'lucide-react';
import { type ReactNode, useCallback, useId, useState } from 'react';
import { type AuditEntryView, useAuditEntityTypes, useAuditPage } from '../api/audit.ts';
import * as styles from './audit.css.ts';
import { AuditEntryDialog } from './audit-entry-dialog.tsx';
import { AuditTable } from './audit-table.tsx';
import { entityTypeLabels } from './labels.ts';

/**
 * Every administrator action: who, what, when, and the record before and after. Searchable,
 * filterable by kind of record or one record, never editable (the server has no call for it).
 * `exportAction` is the lists' export control, placed by the app layer with the log's current
 * search and filters.
 */
export function AuditPage({ exportAction }: { exportAction?: (filters: AuditFilterInput) => ReactNode }) {
  const { t, i18n } = useLingui();
  const list = useListParams({ defaultSort: '-createdAt', pageSize: 20 });
  const [params, setParams] = useSearchParams();
  const entityType = params.get('entityType') ?? '';
  const entityId = params.get('entityId') ?? '';
  const { data, error, isPending, isFetching } = useAuditPage({ ...list.query, entityType, entityId });
  const entityTypes = useAuditEntityTypes();
  const [open, setOpen] = useState<AuditEntryView | null>(null);
  const selectId = useId();
  useErrorPageOnFailure(error ?? entityTypes.error);

  const setFilter = useCallback(
    (changes: { entityType?: string; entityId?: string }) =>
      setParams((current) => {
        const next = new URLSearchParams(current);
        for (const [key, value] of Object.entries(changes)) {
          if (value) next.set(key, value);
          else next.delete(key);
        }
        next.delete('page');
        return next;
      }),
    [setParams],
  );
  const filterRecord = useCallback(
    (type: string, id: string) => setFilter({ entityType: type, entityId: id }),
    [setFilter],
  );

  const labelOf = (type: string) => {
    const label = entityTypeLabels[type];
    return label ? i18n._(label) : type;
  };
  const total = data?.total ?? 0;
  const recordKind = labelOf(entityType);

  return (
    <div className={styles.page}>
      <PageTitle
        subtitle={
          <Trans>Every administrator action, with who, what, when, and the record before and after.</Trans>
        }
        actions={exportAction?.({
          search: list.search,
          ...(entityType ? { entityType } : {}),
          ...(entityId ? { entityId } : {}),
        })}
      >
        <Trans>Audit log</Trans>
      </PageTitle>
      <Card
        title={<Trans>Entries</Trans>}
        description={<Plural value={total} _0="No entry." one="# entry" other="# entries" />}
      >
        <div className={styles.toolbar}>
          <SearchField
            label={t`Search the log`}
            value={list.search}
            onSearch={list.setSearch}
            placeholder={t`E-mail, action or record id`}
          />
          <div className={styles.filter}>
            <label htmlFor={selectId} className={styles.filterLabel}>
              <Trans>Kind of record</Trans>
            </label>
            <select
              id={selectId}
              className={styles.select}
              value={entityType}
              onChange={(event) => setFilter({ entityType: event.target.value, entityId: '' })}
            >
              <option value="">{t`All kinds`}</option>
              {(entityTypes.data ?? []).map((type) => (
                <option key={type} value={type}>
                  {labelOf(type)}
                </option>
              ))}
            </select>
          </div>
          {entityId ? (
            <span className={styles.chip}>
              <Trans>
                Only {recordKind} {entityId}
              </Trans>
              <Button
                variant="ghost"
                size="sm"
                icon={<X size={14} aria-hidden="true" />}
                onClick={() => setFilter({ entityId: '' })}
                aria-label={t`Show every record again`}
              />
            </span>
          ) : null}
        </div>
        {isPending || !data ? (
          <LoadingBlock label={t`Loading the audit log…`} />
        ) : (
          <AuditTable
            items={data.items}
            total={total}
            page={list.page}
            pageSize={list.pageSize}
            sort={list.sort}
            onSortChange={list.setSort}
            onPageChange={list.setPage}
            isLoading={isFetching}
            onOpen={setOpen}
            onFilterRecord={filterRecord}
          />
        )}
      </Card>
      {open ? <AuditEntryDialog entry={open} onClose={() => setOpen(null)} /> : null}
    </div>
  );
}

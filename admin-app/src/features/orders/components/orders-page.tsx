import { type OrderFilterInput, orderMethods, paymentProviders } from '@coach/core/contracts';
import { Card, LoadingBlock, PageTitle, useLang, useSearchParams } from '@coach/kit';
import { useErrorPageOnFailure, useListParams } from '@coach/kit/area';
import { SearchField } from '@coach/kit/tables';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { type ReactNode, useCallback, useId, useState } from 'react';
import {
  defaultOrderSort,
  type OrderFilters,
  type OrderListItemView,
  orderFilterQuery,
  orderFiltersOf,
  useOrderPackages,
  useOrderPage,
} from '../api/orders.ts';
import { methodLabels, providerLabels } from './labels.ts';
import { OrderDetailDialog } from './order-detail-dialog.tsx';
import * as styles from './orders.css.ts';
import { OrdersTable } from './orders-table.tsx';

/**
 * `/admin/orders`: who paid what, when, for which package and how (issue 31). Filtered by
 * Istanbul's days, package, method and provider, searched by buyer or number, newest or oldest
 * first, paged on the server, all of it in the address. An order's detail shows the provider's
 * reference, the checkout and the membership period it bought. `exportAction` is the lists' export
 * control, given what the list shows now (placed by the app layer: features do not import each other).
 */
export function OrdersPage({ exportAction }: { exportAction?: (filters: OrderFilterInput) => ReactNode }) {
  const { t, i18n } = useLingui();
  const lang = useLang();
  const list = useListParams({ defaultSort: defaultOrderSort, pageSize: 20 });
  const [params, setParams] = useSearchParams();
  const filters = orderFiltersOf(params);
  const { data, error, isPending, isFetching } = useOrderPage(list.query, filters);
  const packages = useOrderPackages();
  useErrorPageOnFailure(error ?? packages.error);
  const [viewing, setViewing] = useState<OrderListItemView | null>(null);
  const ids = { from: useId(), to: useId(), pack: useId(), method: useId(), provider: useId() };

  const setFilter = useCallback(
    (name: keyof OrderFilters, value: string) =>
      setParams((current) => {
        const next = new URLSearchParams(current);
        if (value) next.set(name, value);
        else next.delete(name);
        next.delete('page');
        return next;
      }),
    [setParams],
  );

  const total = data?.total ?? 0;
  return (
    <div className={styles.page}>
      <PageTitle
        actions={exportAction?.({ search: list.search, ...orderFilterQuery(filters) })}
        subtitle={
          <Trans>
            Who paid what, when, for which package and how, with the payment provider’s reference.
          </Trans>
        }
      >
        <Trans>Orders</Trans>
      </PageTitle>
      <Card
        title={<Trans>Orders</Trans>}
        description={<Plural value={total} _0="No order." one="# order" other="# orders" />}
      >
        <div className={styles.toolbar}>
          <SearchField
            label={t`Search the orders`}
            value={list.search}
            onSearch={list.setSearch}
            placeholder={t`Buyer’s name or e-mail, or order number`}
          />
          <div className={styles.filter}>
            <label htmlFor={ids.from} className={styles.filterLabel}>
              <Trans>From (Istanbul)</Trans>
            </label>
            <input
              id={ids.from}
              type="date"
              className={styles.select}
              value={filters.from}
              max={filters.to || undefined}
              onChange={(event) => setFilter('from', event.target.value)}
            />
          </div>
          <div className={styles.filter}>
            <label htmlFor={ids.to} className={styles.filterLabel}>
              <Trans>Until (Istanbul)</Trans>
            </label>
            <input
              id={ids.to}
              type="date"
              className={styles.select}
              value={filters.to}
              min={filters.from || undefined}
              onChange={(event) => setFilter('to', event.target.value)}
            />
          </div>
          <div className={styles.filter}>
            <label htmlFor={ids.pack} className={styles.filterLabel}>
              <Trans>Package</Trans>
            </label>
            <select
              id={ids.pack}
              className={styles.select}
              value={filters.membershipPackageId}
              onChange={(event) => setFilter('membershipPackageId', event.target.value)}
            >
              <option value="">{t`All packages`}</option>
              {(packages.data ?? []).map((item) => (
                <option key={item.membershipPackageId} value={item.membershipPackageId}>
                  {lang === 'en' ? item.nameEn : item.nameTr}
                </option>
              ))}
            </select>
          </div>
          <div className={styles.filter}>
            <label htmlFor={ids.method} className={styles.filterLabel}>
              <Trans>Method</Trans>
            </label>
            <select
              id={ids.method}
              className={styles.select}
              value={filters.method}
              onChange={(event) => setFilter('method', event.target.value)}
            >
              <option value="">{t`All methods`}</option>
              {orderMethods.map((method) => (
                <option key={method} value={method}>
                  {i18n._(methodLabels[method])}
                </option>
              ))}
            </select>
          </div>
          <div className={styles.filter}>
            <label htmlFor={ids.provider} className={styles.filterLabel}>
              <Trans>Provider</Trans>
            </label>
            <select
              id={ids.provider}
              className={styles.select}
              value={filters.provider}
              onChange={(event) => setFilter('provider', event.target.value)}
            >
              <option value="">{t`All providers`}</option>
              {paymentProviders.map((provider) => (
                <option key={provider} value={provider}>
                  {i18n._(providerLabels[provider])}
                </option>
              ))}
            </select>
          </div>
        </div>
        {isPending || !data ? (
          <LoadingBlock label={t`Loading the orders…`} />
        ) : (
          <OrdersTable
            items={data.items}
            total={total}
            page={list.page}
            pageSize={list.pageSize}
            sort={list.sort}
            onSortChange={list.setSort}
            onPageChange={list.setPage}
            isLoading={isFetching}
            onOpen={setViewing}
          />
        )}
      </Card>
      {viewing ? <OrderDetailDialog order={viewing} onClose={() => setViewing(null)} /> : null}
    </div>
  );
}

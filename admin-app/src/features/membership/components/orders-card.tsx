import type { AccountRoleType } from '@coach/core/contracts';
import {
  apiCodes,
  Button,
  Card,
  formatDate,
  formatDateTime,
  isApiError,
  LoadingBlock,
  useCurrentUser,
  useLang,
} from '@coach/kit';
import { DialogLoading, FormError, lazyNamed } from '@coach/kit/area';
import { PlainTable, plainTableCell } from '@coach/kit/tables';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { BadgePlus } from 'lucide-react';
import { Suspense, useState } from 'react';
import { type OrderView, useOrderHistory } from '../api/orders.ts';
import type { GrantTarget } from './grant-membership-dialog.tsx';
import { formatMoney, orderMethodLabels, packageNameOf } from './labels.ts';
import * as styles from './membership.css.ts';

// The grant's form (its package picker) comes when it is opened: the card shows the orders first (issue 30).
const GrantMembershipDialog = lazyNamed(
  () => import('./grant-membership-dialog.tsx'),
  'GrantMembershipDialog',
);

/**
 * Only members and guests hold a membership: the server refuses one to staff accounts
 * (administrators, salesmen: 4065), so they are not offered the action.
 */
const holderRoles: readonly AccountRoleType[] = ['User', 'Guest'];

type OrdersCardProps = {
  accountId: string;
  /** The account as the profile loaded it; undefined while it loads or when it does not exist. */
  account: (GrantTarget & { accountRoleType: AccountRoleType }) | undefined;
};

/**
 * An account's orders on its profile (`orders.read`: administrators and salesmen), newest first,
 * and for administrators (`orders.grant`) "Grant a package" for a membership paid outside the
 * card flow. An account that does not exist shows nothing (the profile says so).
 */
export function OrdersCard(props: OrdersCardProps) {
  const { user } = useCurrentUser();
  if (!user?.permissions.includes('orders.read')) return null;
  return <Orders {...props} canGrant={user.permissions.includes('orders.grant')} />;
}

function Orders({ accountId, account, canGrant }: OrdersCardProps & { canGrant: boolean }) {
  const { t } = useLingui();
  const { data, error, isPending } = useOrderHistory(accountId);
  const [granting, setGranting] = useState(false);

  if (isApiError(error) && (error.status === 404 || error.code === apiCodes.validation)) return null;
  const orderCount = data?.length ?? 0;
  const grantable = canGrant && account !== undefined && holderRoles.includes(account.accountRoleType);

  return (
    <Card
      title={<Trans>Orders</Trans>}
      description={
        <Trans>
          Every membership period bought by card or granted by hand. Orders are records of money: they are
          never changed.
        </Trans>
      }
    >
      <div className={styles.head}>
        <p className={styles.muted} aria-live="polite">
          {data ? (
            <Plural
              value={orderCount}
              _0="No orders yet."
              one="# order, newest first"
              other="# orders, newest first"
            />
          ) : null}
        </p>
        {grantable ? (
          <Button icon={<BadgePlus size={18} aria-hidden="true" />} onClick={() => setGranting(true)}>
            <Trans>Grant a package…</Trans>
          </Button>
        ) : null}
      </div>
      {isPending ? (
        <LoadingBlock label={t`Loading the orders…`} />
      ) : error ? (
        <FormError error={error} />
      ) : data && data.length > 0 ? (
        <OrdersTable orders={data} />
      ) : null}
      {granting && account ? (
        <Suspense fallback={<DialogLoading />}>
          <GrantMembershipDialog accountId={accountId} account={account} onClose={() => setGranting(false)} />
        </Suspense>
      ) : null}
    </Card>
  );
}

function OrdersTable({ orders }: { orders: OrderView[] }) {
  const { t, i18n } = useLingui();
  const lang = useLang();
  return (
    <PlainTable
      label={t`Order list`}
      headings={[t`Number`, t`Date`, t`Package`, t`Period`, t`Price`, t`Method`, t`Note`, t`Granted by`]}
    >
      {orders.map((order) => {
        const from = formatDate(order.startsAt, lang);
        const to = formatDate(order.endsAt, lang);
        const months = order.periodMonths;
        return (
          <tr key={order.orderId}>
            <td className={plainTableCell.comfortable}>
              <span className={styles.number}>{order.orderNumber}</span>
            </td>
            <td className={plainTableCell.comfortable}>
              <span className={styles.nowrap}>{formatDateTime(order.createdAt, lang)}</span>
            </td>
            <td className={plainTableCell.comfortable}>
              <div className={styles.stack}>
                <span className={styles.strong}>
                  {packageNameOf({ nameTr: order.packageNameTr, nameEn: order.packageNameEn }, lang)}
                </span>
                <span className={styles.muted}>{order.packageCode}</span>
              </div>
            </td>
            <td className={plainTableCell.comfortable}>
              <div className={styles.stack}>
                <span className={styles.nowrap}>
                  <Plural value={months} one="# month" other="# months" />
                </span>
                <span className={styles.muted}>
                  <Trans>
                    {from} to {to}
                  </Trans>
                </span>
              </div>
            </td>
            <td className={plainTableCell.comfortable}>
              <span className={styles.number}>{formatMoney(order.priceUsd, order.currency, lang)}</span>
            </td>
            <td className={plainTableCell.comfortable}>{i18n._(orderMethodLabels[order.method])}</td>
            <td className={plainTableCell.comfortable}>
              <span className={styles.note}>{order.note ?? ''}</span>
            </td>
            <td className={plainTableCell.comfortable}>{order.grantedByName ?? ''}</td>
          </tr>
        );
      })}
    </PlainTable>
  );
}

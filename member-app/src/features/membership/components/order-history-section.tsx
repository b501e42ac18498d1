import {
  Button,
  ButtonLink,
  Card,
  formatDate,
  formatDateTime,
  isApiError,
  LoadingBlock,
  toast,
  useLang,
  useLangPath,
} from '@coach/kit';
import { EmptyState, FormError } from '@coach/kit/area';
import { useMediaQuery } from '@coach/kit/lib/use-media-query.ts';
import { PlainTable, plainTableCell } from '@coach/kit/tables';
import { Trans, useLingui } from '@lingui/react/macro';
import { FileDown, ReceiptText } from 'lucide-react';
import { type OrderView, useDownloadReceipt, useOrderHistory } from '../api/membership.ts';
import { Fact } from './fact.tsx';
import { formatPrice, methodLabels, monthsText } from './labels.ts';
import * as styles from './membership.css.ts';

/** Below this width the orders are cards: seven columns do not fit a phone. */
const phoneQuery = '(max-width: 599px)';

/** An order's parts in the page's language, shared by the table and the cards. */
function useOrderTexts() {
  const { i18n } = useLingui();
  const lang = useLang();
  return (order: OrderView) => {
    const start = formatDate(order.startsAt, lang);
    const end = formatDate(order.endsAt, lang);
    return {
      number: String(order.orderNumber),
      date: formatDateTime(order.createdAt, lang),
      packageName: lang === 'en' ? order.packageNameEn : order.packageNameTr,
      period: monthsText(order.periodMonths),
      price: formatPrice(order.priceUsd, order.currency, lang),
      method: i18n._(methodLabels[order.method]),
      covers: `${start} – ${end}`,
    };
  };
}

/**
 * "Receipt": the order's receipt as a PDF in the page's language (issue 32). Its name says which
 * order, since a table has one per row.
 */
function ReceiptButton({ order }: { order: OrderView }) {
  const { t } = useLingui();
  const lang = useLang();
  const download = useDownloadReceipt();
  const number = order.orderNumber;
  const save = () =>
    download.mutate(
      { order, language: lang },
      {
        onSuccess: (fileName) => toast.success(t`The receipt was saved as ${fileName}.`),
        onError: (error) =>
          toast.error(isApiError(error) ? error.message : t`The download did not work. Please try again.`),
      },
    );
  return (
    <Button
      variant="secondary"
      size="sm"
      icon={<FileDown size={16} aria-hidden="true" />}
      loading={download.isPending}
      aria-label={t`Receipt for order ${number}`}
      onClick={save}
    >
      <Trans>Receipt</Trans>
    </Button>
  );
}

function OrderTable({ orders }: { orders: readonly OrderView[] }) {
  const { t } = useLingui();
  const textsOf = useOrderTexts();
  const cell = plainTableCell.comfortable;
  return (
    <PlainTable
      label={t`Your orders, newest first`}
      headings={[
        t`Order no.`,
        t`Date`,
        t`Package`,
        t`Period`,
        t`Price`,
        t`Payment`,
        t`Membership period`,
        t`Receipt`,
      ]}
    >
      {orders.map((order) => {
        const texts = textsOf(order);
        return (
          <tr key={order.orderId}>
            <td className={cell}>
              <span className={styles.number}>{texts.number}</span>
            </td>
            <td className={cell}>
              <span className={styles.nowrap}>{texts.date}</span>
            </td>
            <td className={cell}>{texts.packageName}</td>
            <td className={cell}>{texts.period}</td>
            <td className={cell}>
              <span className={styles.number}>{texts.price}</span>
            </td>
            <td className={cell}>{texts.method}</td>
            <td className={cell}>{texts.covers}</td>
            <td className={cell}>
              <ReceiptButton order={order} />
            </td>
          </tr>
        );
      })}
    </PlainTable>
  );
}

function OrderCards({ orders }: { orders: readonly OrderView[] }) {
  const { t } = useLingui();
  const textsOf = useOrderTexts();
  return (
    <ul className={styles.orderList} aria-label={t`Your orders, newest first`}>
      {orders.map((order) => {
        const texts = textsOf(order);
        const number = texts.number;
        return (
          <li key={order.orderId} className={styles.orderItem}>
            <h3 className={styles.orderTitle}>
              <Trans>Order no. {number}</Trans>
            </h3>
            <dl className={styles.orderFacts}>
              <Fact label={<Trans>Date</Trans>}>{texts.date}</Fact>
              <Fact label={<Trans>Package</Trans>}>{texts.packageName}</Fact>
              <Fact label={<Trans>Period</Trans>}>{texts.period}</Fact>
              <Fact label={<Trans>Price</Trans>}>{texts.price}</Fact>
              <Fact label={<Trans>Payment</Trans>}>{texts.method}</Fact>
              <Fact label={<Trans>Membership period</Trans>}>{texts.covers}</Fact>
            </dl>
            <ReceiptButton order={order} />
          </li>
        );
      })}
    </ul>
  );
}

/**
 * Settings → order history: every package the member bought (by card) or was granted by hand,
 * newest first, with the membership period each one added and its receipt to download. A table on
 * wide screens, cards on phones.
 */
export function OrderHistorySection() {
  const { t } = useLingui();
  const inLang = useLangPath();
  const { data, error, isPending } = useOrderHistory();
  const phone = useMediaQuery(phoneQuery);
  return (
    <Card
      title={<Trans>Order history</Trans>}
      headingLevel={2}
      description={<Trans>The packages you bought or were granted, newest first.</Trans>}
    >
      {isPending ? (
        <LoadingBlock label={t`Loading your orders…`} />
      ) : error ? (
        <FormError error={error} />
      ) : data.length === 0 ? (
        <EmptyState
          headingLevel={3}
          icon={<ReceiptText size={28} />}
          title={<Trans>No orders yet</Trans>}
          description={<Trans>When you buy a package, its order appears here.</Trans>}
          action={
            <ButtonLink to={inLang('/user/membership-renewal')} variant="secondary">
              <Trans>See the packages</Trans>
            </ButtonLink>
          }
        />
      ) : phone ? (
        <OrderCards orders={data} />
      ) : (
        <OrderTable orders={data} />
      )}
    </Card>
  );
}

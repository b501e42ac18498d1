import {
  Button,
  formatDate,
  formatDateTime,
  Link,
  LoadingBlock,
  Pill,
  useLang,
  useLangPath,
} from '@coach/kit';
import { Dialog } from '@coach/kit/widgets';
import { Trans, useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { type OrderListItemView, useOrder } from '../api/orders.ts';
import {
  checkoutStatusLabels,
  formatMoney,
  methodLabels,
  methodTones,
  packageNameOf,
  providerLabels,
} from './labels.ts';
import * as styles from './orders.css.ts';

function Fact({ term, children }: { term: ReactNode; children: ReactNode }) {
  return (
    <>
      <dt className={styles.term}>{term}</dt>
      <dd className={styles.definition}>{children}</dd>
    </>
  );
}

/**
 * One order in full: who bought which package for how much, how it was paid (the provider and its
 * reference, or who granted it and why), the card checkout it settled, and the membership period
 * it bought as it stands now.
 */
export function OrderDetailDialog({ order, onClose }: { order: OrderListItemView; onClose: () => void }) {
  const { t, i18n } = useLingui();
  const lang = useLang();
  const langPath = useLangPath();
  const { data, error } = useOrder(order.orderId);
  const number = order.orderNumber;
  const shown = data?.order ?? order;

  return (
    <Dialog
      isOpen
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title={t`Order ${number}`}
      size="large"
      footer={
        <Button variant="secondary" onClick={onClose}>
          <Trans>Close</Trans>
        </Button>
      }
    >
      <dl className={styles.facts}>
        <Fact term={<Trans>Buyer</Trans>}>
          <div className={styles.stack}>
            {shown.accountId ? (
              <Link className={styles.link} to={langPath(`/admin/profile/${shown.accountId}`)}>
                {shown.buyerName}
              </Link>
            ) : (
              <span>
                {shown.buyerName} <span className={styles.muted}>{t`(account deleted)`}</span>
              </span>
            )}
            <span className={styles.muted}>{shown.buyerEmail}</span>
          </div>
        </Fact>
        <Fact term={<Trans>Date</Trans>}>{formatDateTime(shown.createdAt, lang)}</Fact>
        <Fact term={<Trans>Package</Trans>}>{packageNameOf(shown, lang)}</Fact>
        <Fact term={<Trans>Amount</Trans>}>{formatMoney(shown.priceUsd, shown.currency, lang)}</Fact>
        <Fact term={<Trans>Method</Trans>}>
          <Pill tone={methodTones[shown.method]}>{i18n._(methodLabels[shown.method])}</Pill>
        </Fact>
        {shown.provider ? (
          <Fact term={<Trans>Provider</Trans>}>{i18n._(providerLabels[shown.provider])}</Fact>
        ) : null}
        {shown.method === 'card' ? (
          <Fact term={<Trans>Provider’s reference</Trans>}>
            {shown.providerReference ? (
              <span className={styles.reference}>{shown.providerReference}</span>
            ) : (
              <span className={styles.muted}>{t`Not recorded`}</span>
            )}
          </Fact>
        ) : null}
        {shown.grantedByName ? <Fact term={<Trans>Granted by</Trans>}>{shown.grantedByName}</Fact> : null}
        {shown.note ? <Fact term={<Trans>Why it was granted</Trans>}>{shown.note}</Fact> : null}
      </dl>
      {error ? (
        <p role="alert">
          <Trans>The order’s payment and period could not be loaded. Please try again.</Trans>
        </p>
      ) : !data ? (
        <LoadingBlock label={t`Loading the order…`} />
      ) : (
        <>
          <section aria-labelledby={`period-${order.orderId}`}>
            <h3 id={`period-${order.orderId}`} className={styles.sectionTitle}>
              <Trans>Membership period it bought</Trans>
            </h3>
            {data.period ? (
              <dl className={styles.facts}>
                <Fact term={<Trans>From</Trans>}>{formatDate(data.period.startsAt, lang)}</Fact>
                <Fact term={<Trans>Until</Trans>}>{formatDate(data.period.endsAt, lang)}</Fact>
              </dl>
            ) : (
              <p className={styles.muted}>
                <Trans>The period is no longer on record: it was taken back before it began.</Trans>
              </p>
            )}
          </section>
          <section aria-labelledby={`checkout-${order.orderId}`}>
            <h3 id={`checkout-${order.orderId}`} className={styles.sectionTitle}>
              <Trans>Checkout</Trans>
            </h3>
            {data.checkout ? (
              <dl className={styles.facts}>
                <Fact term={<Trans>Status</Trans>}>{i18n._(checkoutStatusLabels[data.checkout.status])}</Fact>
                <Fact term={<Trans>Started</Trans>}>{formatDateTime(data.checkout.createdAt, lang)}</Fact>
                <Fact term={<Trans>Settled</Trans>}>
                  {data.checkout.settledAt ? formatDateTime(data.checkout.settledAt, lang) : t`Not yet`}
                </Fact>
              </dl>
            ) : (
              <p className={styles.muted}>
                {shown.method === 'manual' ? (
                  <Trans>Granted by hand: there was no card checkout.</Trans>
                ) : (
                  <Trans>
                    The checkout went with the buyer’s deleted account; the order keeps its reference.
                  </Trans>
                )}
              </p>
            )}
          </section>
        </>
      )}
    </Dialog>
  );
}

import type { CheckoutResult } from '@coach/core/contracts';
import { ButtonLink, dashboardPath, formatDate, useCurrentUser, useLang, useLangPath } from '@coach/kit';
import { Trans } from '@lingui/react/macro';
import { LayoutDashboard, MailCheck } from 'lucide-react';
import { useId } from 'react';
import { Outcome } from '../../../components/outcome.tsx';
import { formatPrice, packageName, periodText } from '../../../utils/package-text.ts';
import { ResendVerificationForm } from '../../email-verification/components/resend-verification-form.tsx';
import * as styles from './payment.css.ts';

/**
 * The payment went through: the order, the package and the membership's new end date. After a
 * registration the address is not verified yet: the next step is the mail, then signing in.
 */
export function PaymentPaid({ result }: { result: CheckoutResult }) {
  const lang = useLang();
  const inLang = useLangPath();
  const { user } = useCurrentUser();
  const order = result.order;
  const name = packageName(result.membershipPackage, lang);
  const period = periodText(result.membershipPackage.periodMonths);
  const paid = formatPrice(result.priceUsd, result.currency, lang);
  const maskedEmail = result.maskedEmail;
  const verifyTitleId = useId();
  return (
    <Outcome
      tone="success"
      focus
      title={<Trans>Payment successful</Trans>}
      actions={
        result.emailVerified ? (
          <ButtonLink
            to={user ? dashboardPath(user, lang) : inLang('/user/dashboard')}
            icon={<LayoutDashboard size={18} aria-hidden="true" />}
          >
            <Trans>Go to your dashboard</Trans>
          </ButtonLink>
        ) : null
      }
    >
      <p className={styles.text}>
        <Trans>Thank you! Your membership is active. We e-mailed you a receipt.</Trans>
      </p>
      <dl className={styles.facts}>
        {order ? (
          <div className={styles.fact}>
            <dt className={styles.term}>
              <Trans>Order number</Trans>
            </dt>
            <dd className={styles.definition}>{order.orderNumber}</dd>
          </div>
        ) : null}
        <div className={styles.fact}>
          <dt className={styles.term}>
            <Trans>Package</Trans>
          </dt>
          <dd className={styles.definition}>
            {name} ({period})
          </dd>
        </div>
        <div className={styles.fact}>
          <dt className={styles.term}>
            <Trans>Amount paid</Trans>
          </dt>
          <dd className={styles.definition}>{paid}</dd>
        </div>
        {order ? (
          <div className={styles.fact}>
            <dt className={styles.term}>
              <Trans>Membership valid until</Trans>
            </dt>
            <dd className={styles.definition}>{formatDate(order.subscriptionEndDate, lang)}</dd>
          </div>
        ) : null}
      </dl>
      {result.emailVerified ? null : (
        <section className={styles.verifyBox} aria-labelledby={verifyTitleId}>
          <h3 id={verifyTitleId} className={styles.verifyTitle}>
            <MailCheck size={20} aria-hidden="true" />
            <Trans>One more step: verify your e-mail address</Trans>
          </h3>
          <p className={styles.text}>
            <Trans>
              We sent a verification link to {maskedEmail}. Open it to verify your address, then sign in.
            </Trans>
          </p>
          <details>
            <summary>
              <Trans>No mail? Send it again</Trans>
            </summary>
            <ResendVerificationForm
              description={<Trans>The address you registered with ({maskedEmail}).</Trans>}
            />
          </details>
        </section>
      )}
    </Outcome>
  );
}

import { catalogue, type SandboxCheckout } from '@coach/core/contracts';
import { Button, isApiError, LoadingBlock, PageContainer, PageTitle, useLang, useParams } from '@coach/kit';
import { Trans, useLingui } from '@lingui/react/macro';
import { FlaskConical, Lock } from 'lucide-react';
import { useState } from 'react';
import { Outcome } from '../../../components/outcome.tsx';
import { formatPrice } from '../../../utils/package-text.ts';
import { useSandboxCheckout } from '../api/sandbox-checkout.ts';
import { CardPaymentForm } from './card-payment-form.tsx';
import { ReturnToMerchantForm } from './return-to-merchant-form.tsx';
import * as styles from './sandbox-checkout.css.ts';

/** Never to be mistaken for a real checkout. */
function TestModeBanner() {
  return (
    <p className={styles.testBanner}>
      <FlaskConical className={styles.testBannerIcon} size={22} aria-hidden="true" />
      <span>
        <span className={styles.testLabel}>
          <Trans>Test mode</Trans>
        </span>{' '}
        <Trans>No real money is charged. Pay with one of the test cards below.</Trans>
      </span>
    </p>
  );
}

function OrderSummary({ checkout }: { checkout: SandboxCheckout }) {
  const lang = useLang();
  const amount = formatPrice(checkout.price, checkout.currency, lang);
  return (
    <>
      <div className={styles.merchant}>
        <p className={styles.merchantName}>{checkout.merchantName}</p>
        <span className={styles.secure}>
          <Lock size={16} aria-hidden="true" />
          <Trans>Secure payment</Trans>
        </span>
      </div>
      <div className={styles.order}>
        <p className={styles.item}>{checkout.itemName}</p>
        <p className={styles.amount}>{amount}</p>
      </div>
      <p className={styles.muted}>
        <Trans>The receipt goes to the e-mail address of the account.</Trans>
      </p>
    </>
  );
}

type Finished = { status: 'paid' | 'failed'; callbackUrl: string };

function SandboxCheckoutView({ token }: { token: string }) {
  const { t } = useLingui();
  const checkout = useSandboxCheckout(token);
  const [finished, setFinished] = useState<Finished | null>(null);
  const [closedMeanwhile, setClosedMeanwhile] = useState(false);

  if (checkout.isPending) return <LoadingBlock label={t`Loading the checkout…`} />;
  if (
    checkout.error &&
    !(isApiError(checkout.error) && checkout.error.code === catalogue.recordNotFound.code)
  ) {
    const error = checkout.error;
    return (
      <Outcome
        tone="danger"
        title={<Trans>The checkout could not be loaded</Trans>}
        actions={
          <Button loading={checkout.isFetching} onClick={() => void checkout.refetch()}>
            <Trans>Try again</Trans>
          </Button>
        }
      >
        <p className={styles.text}>
          {isApiError(error) ? error.message : <Trans>Something went wrong. Please try again.</Trans>}
        </p>
      </Outcome>
    );
  }
  const data = checkout.data;
  if (!data) {
    return (
      <Outcome tone="info" title={<Trans>This checkout does not exist</Trans>}>
        <p className={styles.text}>
          <Trans>
            The address of this payment page is incomplete or unknown. Start the payment again from the site.
          </Trans>
        </p>
      </Outcome>
    );
  }
  const merchant = data.merchantName;

  if (finished) {
    return (
      <Outcome
        tone={finished.status === 'paid' ? 'success' : 'danger'}
        focus
        title={finished.status === 'paid' ? <Trans>Payment approved</Trans> : <Trans>Payment declined</Trans>}
      >
        <p className={styles.text}>
          <Trans>Taking you back to {merchant}…</Trans>
        </p>
        <ReturnToMerchantForm callbackUrl={finished.callbackUrl} token={data.token} submitNow>
          <Trans>Continue to {merchant}</Trans>
        </ReturnToMerchantForm>
      </Outcome>
    );
  }

  const expired = new Date(data.expiresAt).getTime() <= Date.now();
  if (closedMeanwhile || data.status !== 'open' || expired) {
    return (
      <Outcome
        tone="warning"
        focus={closedMeanwhile}
        title={
          expired && data.status === 'open' && !closedMeanwhile ? (
            <Trans>This checkout has expired</Trans>
          ) : (
            <Trans>This checkout is closed</Trans>
          )
        }
      >
        <p className={styles.text}>
          <Trans>
            It cannot be paid any more: it was paid, declined, or left open too long. Return to {merchant} to
            see the result or to start again.
          </Trans>
        </p>
        <ReturnToMerchantForm callbackUrl={data.callbackUrl} token={data.token}>
          <Trans>Return to {merchant}</Trans>
        </ReturnToMerchantForm>
      </Outcome>
    );
  }

  return (
    <CardPaymentForm
      checkout={data}
      summary={<OrderSummary checkout={data} />}
      onDone={setFinished}
      onClosed={() => {
        setClosedMeanwhile(true);
        void checkout.refetch();
      }}
    />
  );
}

/**
 * `/sandbox-checkout/{token}`: the hosted checkout page of the built-in test provider
 * (PAYMENT_PROVIDER=sandbox). It behaves like a real provider's page: the order and the amount,
 * the card form with its checks, and at the end a form POST of the token to the merchant's
 * callback address. Its language is the page's: the checkout's locale chose the address.
 */
export function SandboxCheckoutPage() {
  const { token } = useParams();
  return (
    <PageContainer width="text">
      <div className={styles.stack}>
        <TestModeBanner />
        <PageTitle>
          <Trans>Card payment</Trans>
        </PageTitle>
        {token ? <SandboxCheckoutView key={token} token={token} /> : null}
      </div>
    </PageContainer>
  );
}

import { catalogue } from '@coach/core/contracts';
import {
  Button,
  ButtonLink,
  isApiError,
  PageContainer,
  PageTitle,
  useLangPath,
  useSearchParams,
} from '@coach/kit';
import { Trans } from '@lingui/react/macro';
import { RefreshCw } from 'lucide-react';
import { Outcome } from '../../../components/outcome.tsx';
import { useCheckoutResult } from '../api/checkout.ts';
import * as styles from './payment.css.ts';
import { PaymentFailed } from './payment-failed.tsx';
import { PaymentPaid } from './payment-paid.tsx';
import { PaymentSkeleton } from './payment-skeleton.tsx';

/** No token, or one the server does not know: said plainly, with the ways on. */
function UnknownCheckout() {
  const inLang = useLangPath();
  return (
    <Outcome
      tone="info"
      title={<Trans>There is no payment to show</Trans>}
      actions={
        <>
          <ButtonLink to={inLang('/register')}>
            <Trans>Register</Trans>
          </ButtonLink>
          <ButtonLink to={inLang('/login')} variant="secondary">
            <Trans>Sign in</Trans>
          </ButtonLink>
        </>
      }
    >
      <p className={styles.text}>
        <Trans>
          This page shows the result of a payment when the payment page sends you back here. The address you
          opened has no payment in it, or an unknown one. Nothing was charged from this page.
        </Trans>
      </p>
    </Outcome>
  );
}

function CheckoutResultView({ token }: { token: string }) {
  const result = useCheckoutResult(token);
  if (result.isPending) return <PaymentSkeleton />;
  if (result.error) {
    const error = result.error;
    if (isApiError(error) && (error.code === catalogue.recordNotFound.code || error.status === 400))
      return <UnknownCheckout />;
    return (
      <Outcome
        tone="danger"
        title={<Trans>The result of your payment could not be read</Trans>}
        actions={
          <Button loading={result.isFetching} onClick={() => void result.refetch()}>
            <Trans>Try again</Trans>
          </Button>
        }
      >
        <p className={styles.text}>
          {isApiError(error) ? error.message : <Trans>Something went wrong. Please try again.</Trans>}
        </p>
        <p className={styles.text}>
          <Trans>Asking again is safe: a payment is never counted twice.</Trans>
        </p>
      </Outcome>
    );
  }
  const data = result.data;
  if (data.status === 'paid') return <PaymentPaid result={data} />;
  if (data.status === 'failed' || data.status === 'refused')
    return <PaymentFailed result={data} onStale={() => void result.refetch()} />;
  return (
    <Outcome
      tone="warning"
      focus
      title={<Trans>We are still waiting for the payment</Trans>}
      actions={
        <Button
          loading={result.isFetching}
          icon={<RefreshCw size={18} aria-hidden="true" />}
          onClick={() => void result.refetch()}
        >
          <Trans>Check again</Trans>
        </Button>
      }
    >
      <p className={styles.text}>
        <Trans>
          The payment provider has not confirmed the payment yet. This usually takes a few seconds. Checking
          again is safe: a payment is never counted twice.
        </Trans>
      </p>
    </Outcome>
  );
}

/**
 * `/payment?token=…`: where the payment provider sends the payer back. Reads the checkout's
 * outcome (idempotent: refreshing this page creates nothing) and shows it, with the way on.
 */
export function PaymentPage() {
  const [params] = useSearchParams();
  const token = params.get('token')?.trim() ?? '';
  return (
    <PageContainer width="text">
      <div className={styles.stack}>
        <PageTitle>
          <Trans>Payment result</Trans>
        </PageTitle>
        {token ? <CheckoutResultView key={token} token={token} /> : <UnknownCheckout />}
      </div>
    </PageContainer>
  );
}

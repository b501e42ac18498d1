import { type CheckoutResult, catalogue } from '@coach/core/contracts';
import { Button, ButtonLink, isApiError, useCurrentUser, useLang, useLangPath } from '@coach/kit';
import { FormError, RadioChoice } from '@coach/kit/forms';
import { Trans, useLingui } from '@lingui/react/macro';
import { RotateCcw } from 'lucide-react';
import { useState } from 'react';
import { Outcome } from '../../../components/outcome.tsx';
import { formatPrice, packageName } from '../../../utils/package-text.ts';
import { usePackagesOnSale, useRetryCheckout } from '../api/checkout.ts';
import { goToCheckout } from '../utils/go-to-checkout.ts';
import * as styles from './payment.css.ts';

/**
 * The payment did not go through (declined, or refused by us): the provider's reason as it came,
 * and a retry (a new checkout). A member chooses another package on the renewal page; a visitor
 * whose registration payment failed has no pages of their own yet, so the packages on sale are
 * offered here and the retry takes the one chosen.
 */
export function PaymentFailed({
  result,
  onStale,
}: {
  result: CheckoutResult;
  /** The server says the checkout cannot be retried (paid or pending meanwhile): read it again. */
  onStale: () => void;
}) {
  const inLang = useLangPath();
  const lang = useLang();
  const { t } = useLingui();
  const { user } = useCurrentUser();
  const retry = useRetryCheckout();
  const [failure, setFailure] = useState<unknown>(null);
  const reason = result.failure?.message;
  const registering = result.purpose === 'registration' && !user;
  const packages = usePackagesOnSale(registering);
  const [chosen, setChosen] = useState(result.membershipPackage.membershipPackageId);
  const offered = packages.data ?? [];

  const onRetry = () => {
    setFailure(null);
    const changed = registering && chosen !== result.membershipPackage.membershipPackageId;
    retry.mutate(
      // In this page's language: the next checkout and its result page keep it (ADR 0034).
      { token: result.token, language: lang, ...(changed ? { membershipPackageId: chosen } : {}) },
      {
        onSuccess: ({ checkoutUrl }) => goToCheckout(checkoutUrl),
        onError: (error) => {
          if (isApiError(error) && error.code === catalogue.paymentNotRetryable.code) onStale();
          setFailure(error);
        },
      },
    );
  };

  return (
    <Outcome
      tone="danger"
      focus
      title={<Trans>The payment did not go through</Trans>}
      actions={
        <>
          <Button
            onClick={onRetry}
            loading={retry.isPending || retry.isSuccess}
            icon={<RotateCcw size={18} aria-hidden="true" />}
          >
            <Trans>Try the payment again</Trans>
          </Button>
          {registering ? null : (
            <ButtonLink to={inLang('/user/membership-renewal')} variant="secondary">
              <Trans>Choose another package</Trans>
            </ButtonLink>
          )}
        </>
      }
    >
      {reason ? (
        <p className={styles.reason}>
          <Trans>The payment provider said: {reason}</Trans>
        </p>
      ) : null}
      {result.status === 'failed' ? (
        <p className={styles.text}>
          <Trans>Nothing was charged. You can try again with the same or another card.</Trans>
        </p>
      ) : null}
      {registering && offered.length > 1 ? (
        <RadioChoice
          label={t`Package to pay for`}
          description={<Trans>You can also choose another package:</Trans>}
          value={chosen}
          onChange={setChosen}
          options={offered.map((pkg) => ({
            value: pkg.membershipPackageId,
            label: `${packageName(pkg, lang)} · ${formatPrice(pkg.priceUsd, 'USD', lang)}`,
          }))}
        />
      ) : null}
      <FormError error={failure} />
    </Outcome>
  );
}

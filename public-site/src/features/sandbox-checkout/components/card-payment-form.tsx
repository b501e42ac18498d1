import { isCardExpiryCurrent, type SandboxCheckout, sandboxPayInputSchema } from '@coach/core/contracts';
import { Button, Card, isApiError, useLang } from '@coach/kit';
import { applyServerErrors, FormError, useZodForm } from '@coach/kit/forms';
import { Trans, useLingui } from '@lingui/react/macro';
import { Lock } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import { formatPrice } from '../../../utils/package-text.ts';
import { useSandboxPay } from '../api/sandbox-checkout.ts';
import { cardFormSchema } from '../utils/card-form-schema.ts';
import { formatCardNumber, formatCvc, formatExpiry, testCardExpiry } from '../utils/card-format.ts';
import { CardField } from './card-field.tsx';
import * as styles from './sandbox-checkout.css.ts';
import { TestCards } from './test-cards.tsx';

/**
 * The card form of the hosted page: number, expiry, CVC and the name on the card, checked as a
 * real page checks them (Luhn, MM/YY not in the past, 3–4 digit CVC) before anything is sent.
 * Whatever the outcome of the payment, `onDone` returns the payer to the merchant.
 */
export function CardPaymentForm({
  checkout,
  summary,
  onDone,
  onClosed,
}: {
  checkout: SandboxCheckout;
  /** Who is paid, for what and how much: above the card fields, as on a real checkout. */
  summary: ReactNode;
  onDone: (outcome: { status: 'paid' | 'failed'; callbackUrl: string }) => void;
  /** The checkout was paid, failed or expired meanwhile (409). */
  onClosed: () => void;
}) {
  const { t } = useLingui();
  const lang = useLang();
  const pay = useSandboxPay(checkout.token);
  const [failure, setFailure] = useState<unknown>(null);
  const form = useZodForm(cardFormSchema, {
    defaultValues: { cardNumber: '', expiry: '', cvc: '', cardHolderName: '' },
  });
  const amount = formatPrice(checkout.price, checkout.currency, lang);

  const submit = form.handleSubmit((card) => {
    setFailure(null);
    pay.mutate(card, {
      onSuccess: (result) => onDone({ status: result.status, callbackUrl: result.callbackUrl }),
      onError: (error) => {
        if (isApiError(error) && error.status === 409) onClosed();
        else if (!applyServerErrors(form, error)) setFailure(error);
      },
    });
  });

  /** A test card fills the number, and an expiry and a CVC that work unless valid ones are typed. */
  const fillTestCard = (cardNumber: string) => {
    const now = new Date();
    form.setValue('cardNumber', formatCardNumber(cardNumber));
    const { expiry, cvc } = form.getValues();
    const expiryWorks =
      sandboxPayInputSchema.shape.expiry.safeParse(expiry).success && isCardExpiryCurrent(expiry, now);
    if (!expiryWorks) form.setValue('expiry', testCardExpiry(now));
    if (!sandboxPayInputSchema.shape.cvc.safeParse(cvc).success) form.setValue('cvc', '123');
    form.clearErrors(['cardNumber', 'expiry', 'cvc']);
    form.setFocus('cardHolderName');
  };

  return (
    <>
      <Card>
        <div className={styles.stack}>
          {summary}
          <form className={styles.form} onSubmit={submit} noValidate aria-busy={pay.isPending}>
            <FormError error={failure} />
            <CardField
              form={form}
              name="cardNumber"
              label={t`Card number`}
              format={formatCardNumber}
              keepCaret
              inputMode="numeric"
              autoComplete="cc-number"
              placeholder="1234 5678 9012 3456"
              maxLength={23}
              className={styles.cardNumberField}
            />
            <div className={styles.row}>
              <CardField
                form={form}
                name="expiry"
                label={t`Expiry date (MM/YY)`}
                format={formatExpiry}
                inputMode="numeric"
                autoComplete="cc-exp"
                placeholder={t`MM/YY`}
                maxLength={5}
              />
              <CardField
                form={form}
                name="cvc"
                label={t`Security code (CVC)`}
                format={formatCvc}
                inputMode="numeric"
                autoComplete="cc-csc"
                placeholder="123"
                maxLength={4}
              />
            </div>
            <CardField
              form={form}
              name="cardHolderName"
              label={t`Name on the card`}
              autoComplete="cc-name"
              maxLength={100}
            />
            <Button
              type="submit"
              fullWidth
              loading={pay.isPending}
              icon={<Lock size={18} aria-hidden="true" />}
            >
              <Trans>Pay {amount}</Trans>
            </Button>
          </form>
        </div>
      </Card>
      <TestCards onUse={fillTestCard} />
    </>
  );
}

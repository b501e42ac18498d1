import { Button } from '@coach/kit';
import type { ReactNode } from 'react';
import { useEffect, useRef } from 'react';

/**
 * What a real hosted checkout does when it is done: a plain HTML form that POSTs the checkout's
 * `token` to the merchant's callback address, which then reads the outcome from the provider.
 * `submitNow` sends it at once (after a payment); otherwise the button does (a closed checkout).
 */
export function ReturnToMerchantForm({
  callbackUrl,
  token,
  submitNow = false,
  children,
}: {
  callbackUrl: string;
  token: string;
  submitNow?: boolean;
  /** The button's words, shown in case the browser does not follow at once. */
  children: ReactNode;
}) {
  const formRef = useRef<HTMLFormElement>(null);
  const submitted = useRef(false);
  useEffect(() => {
    if (!submitNow || submitted.current) return;
    submitted.current = true;
    formRef.current?.submit();
  }, [submitNow]);
  return (
    <form ref={formRef} method="post" action={callbackUrl}>
      <input type="hidden" name="token" value={token} />
      <Button type="submit" variant={submitNow ? 'secondary' : 'primary'}>
        {children}
      </Button>
    </form>
  );
}

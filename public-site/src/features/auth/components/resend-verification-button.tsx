import { Button, useLang } from '@coach/kit';
import { FormError } from '@coach/kit/forms';
import { Trans } from '@lingui/react/macro';
import { Send } from 'lucide-react';
import { useResendVerification } from '../../email-verification/api/verification.ts';
import { VerificationLinkSent } from '../../email-verification/components/verification-link-sent.tsx';

/**
 * Under the "not verified yet" message (4010): one button that mails the link again to the
 * address just typed. The confirmation is the same neutral one as everywhere.
 */
export function ResendVerificationButton({ email }: { email: string }) {
  const lang = useLang();
  const resend = useResendVerification();
  if (resend.isSuccess) return <VerificationLinkSent email={email} />;
  return (
    <div>
      <FormError error={resend.error} />
      <Button
        variant="secondary"
        fullWidth
        loading={resend.isPending}
        icon={<Send size={18} aria-hidden="true" />}
        onClick={() => resend.mutate({ email, language: lang })}
      >
        <Trans>Send the verification link again</Trans>
      </Button>
    </div>
  );
}

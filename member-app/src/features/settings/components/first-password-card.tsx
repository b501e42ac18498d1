import { Button, Card, toast, useLang } from '@coach/kit';
import { FormError } from '@coach/kit/area';
import { Trans, useLingui } from '@lingui/react/macro';
import { useRequestPasswordLink } from '../api/password.ts';

/**
 * Settings → password, for an account without one (it joined through a sign-in service): there is
 * no current password to ask for, so the first one is chosen on the page a mailed link opens.
 */
export function FirstPasswordCard({ email }: { email: string }) {
  const { t } = useLingui();
  const language = useLang();
  const request = useRequestPasswordLink();
  return (
    <Card
      title={<Trans>Password</Trans>}
      description={
        <Trans>
          You sign in through a sign-in service and have no password yet. To have one as well, we e-mail you a
          link to choose it.
        </Trans>
      }
      headingLevel={2}
    >
      <FormError error={request.error} />
      <Button
        loading={request.isPending}
        onClick={() =>
          request.mutate(
            { email, language },
            { onSuccess: () => toast.success(t`We sent a link to ${email}. It works for an hour.`) },
          )
        }
      >
        <Trans>E-mail me a link to set a password</Trans>
      </Button>
    </Card>
  );
}

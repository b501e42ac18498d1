import {
  Button,
  ButtonLink,
  Card,
  isApiError,
  PageContainer,
  PageTitle,
  useLangPath,
  useParams,
} from '@coach/kit';
import { FormError } from '@coach/kit/forms';
import { Trans } from '@lingui/react/macro';
import { Link2Off, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { Outcome } from '../../../components/outcome.tsx';
import { useConfirmAccountDeletion } from '../api/account-deletion.ts';
import * as styles from './account-deletion.css.ts';

/** The catalogue code of a link that is unknown, used, replaced or expired. */
const linkInvalid = 4084;

/** The link is not (or no longer) good: nothing was deleted, and a new one is asked for in settings. */
function LinkNotValid({ message, focus = false }: { message?: string; focus?: boolean }) {
  const inLang = useLangPath();
  return (
    <Outcome
      tone="danger"
      icon={Link2Off}
      focus={focus}
      title={<Trans>This link does not work</Trans>}
      actions={
        <ButtonLink to={inLang('/user/settings?section=your-data')}>
          <Trans>Ask for a new link</Trans>
        </ButtonLink>
      }
    >
      <p className={styles.text}>
        {message ?? (
          <Trans>This page needs the link of the deletion e-mail. Ask for it on your settings page.</Trans>
        )}
      </p>
    </Outcome>
  );
}

/**
 * `/deleteaccount/{token}`: the link of the mail a member asked for on their settings page. One
 * more press deletes the account; then this browser is signed out and the page says it is done.
 */
export function DeleteAccountPage() {
  const { token } = useParams();
  const inLang = useLangPath();
  const confirm = useConfirmAccountDeletion();
  // Kept here: signing this browser out clears the query client, the mutation's state with it.
  const [deleted, setDeleted] = useState(false);
  const refusal = isApiError(confirm.error) ? confirm.error : null;

  return (
    <PageContainer width="narrow">
      <div className={styles.stack}>
        <PageTitle subtitle={<Trans>Confirm that you want to delete your account.</Trans>}>
          <Trans>Delete your account</Trans>
        </PageTitle>
        {!token ? (
          <LinkNotValid />
        ) : deleted ? (
          <Outcome
            tone="success"
            focus
            title={<Trans>Your account has been deleted</Trans>}
            actions={
              <ButtonLink to={inLang('/')}>
                <Trans>Go to the home page</Trans>
              </ButtonLink>
            }
          >
            <p className={styles.text}>
              <Trans>
                Your personal data has been erased and you have been signed out everywhere. Thank you for the
                time you spent with us.
              </Trans>
            </p>
          </Outcome>
        ) : refusal?.code === linkInvalid ? (
          <LinkNotValid message={refusal.message} focus />
        ) : (
          <Card title={<Trans>Are you sure?</Trans>}>
            <div className={styles.stack}>
              <p className={styles.text}>
                <Trans>
                  Your profile, identity document, photo, files and sign-in methods are erased, and you cannot
                  sign in again. Your project partners keep their sessions, hours and points, with you shown
                  as “Deleted member”. This cannot be undone.
                </Trans>
              </p>
              <FormError error={confirm.error} />
              <div>
                <Button
                  variant="danger"
                  icon={<Trash2 size={18} aria-hidden="true" />}
                  loading={confirm.isPending}
                  onClick={() => confirm.mutate(token, { onSuccess: () => setDeleted(true) })}
                >
                  <Trans>Delete my account</Trans>
                </Button>
              </div>
            </div>
          </Card>
        )}
      </div>
    </PageContainer>
  );
}

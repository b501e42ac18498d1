import {
  Button,
  ButtonLink,
  Card,
  isApiError,
  LoadingBlock,
  PageContainer,
  PageTitle,
  useLangPath,
  useParams,
} from '@coach/kit';
import { FormError } from '@coach/kit/forms';
import { Trans, useLingui } from '@lingui/react/macro';
import { BellOff, Link2Off } from 'lucide-react';
import { Outcome } from '../../../components/outcome.tsx';
import { useUnsubscribe, useUnsubscribeState } from '../api/unsubscribe.ts';
import * as styles from './unsubscribe.css.ts';

/** The link is not one of ours (changed, cut short): nothing changed. */
function LinkNotValid({ message }: { message?: string | undefined }) {
  const inLang = useLangPath();
  return (
    <Outcome
      tone="danger"
      icon={Link2Off}
      focus
      title={<Trans>This link does not work</Trans>}
      actions={
        <ButtonLink to={inLang('/user/settings')}>
          <Trans>Choose your mail on your settings page</Trans>
        </ButtonLink>
      }
    >
      <p className={styles.text}>
        {message ?? <Trans>Open the unsubscribe link of a programme mail exactly as it came.</Trans>}
      </p>
    </Outcome>
  );
}

/** Programme news are off: what still comes, and how to turn them on again. */
function Unsubscribed({ email }: { email: string }) {
  const inLang = useLangPath();
  return (
    <Outcome
      tone="success"
      icon={BellOff}
      focus
      title={<Trans>You will no longer get programme news</Trans>}
      actions={
        <ButtonLink to={inLang('/user/settings')}>
          <Trans>Open your settings</Trans>
        </ButtonLink>
      }
    >
      <p className={styles.text}>
        <Trans>
          {email} no longer gets programme news. Mail about your own account and projects still comes. You can
          turn programme news on again in your settings.
        </Trans>
      </p>
    </Outcome>
  );
}

/**
 * `/unsubscribe/{token}`: the unsubscribe link of a programme mail (ADR 0049). Opening it asks
 * first (RFC 8058: a GET changes nothing, link checkers open links); the button turns programme
 * news off. A mail client's one-click POST to this same address does it without the page.
 */
export function UnsubscribePage() {
  const { token = '' } = useParams();
  const { t } = useLingui();
  const state = useUnsubscribeState(token);
  const unsubscribe = useUnsubscribe();
  const refusal = isApiError(state.error) ? state.error : null;
  const done = unsubscribe.data ?? (state.data?.programmeNews === false ? state.data : null);

  return (
    <PageContainer width="narrow">
      <div className={styles.stack}>
        <PageTitle
          subtitle={
            <Trans>Programme news are the mails the programme’s administrators send to members.</Trans>
          }
        >
          <Trans>Unsubscribe from programme news</Trans>
        </PageTitle>
        {state.isPending ? (
          <LoadingBlock label={t`Checking the link…`} />
        ) : refusal ? (
          <LinkNotValid message={refusal.message} />
        ) : done ? (
          <Unsubscribed email={done.maskedEmail} />
        ) : state.data ? (
          <Card title={<Trans>Stop programme news?</Trans>}>
            <div className={styles.stack}>
              <p className={styles.text}>
                <Trans>
                  {state.data.maskedEmail} will no longer get programme news. Mail about your own account and
                  projects still comes.
                </Trans>
              </p>
              <FormError error={unsubscribe.error} />
              <div>
                <Button
                  icon={<BellOff size={18} aria-hidden="true" />}
                  loading={unsubscribe.isPending}
                  onClick={() => unsubscribe.mutate(token)}
                >
                  <Trans>Unsubscribe</Trans>
                </Button>
              </div>
            </div>
          </Card>
        ) : (
          <FormError error={state.error} />
        )}
      </div>
    </PageContainer>
  );
}

import { ButtonLink, Card, useLangPath } from '@coach/kit';
import { Trans } from '@lingui/react/macro';
import { ArrowRight } from 'lucide-react';
import { useSubscription } from '../api/membership.ts';
import { membershipStateOf } from './labels.ts';
import * as styles from './membership.css.ts';
import { MembershipSummary } from './membership-summary.tsx';

/**
 * The dashboard's membership card (the region "Membership"): state, package, end date and days
 * left, with the way to renew or, without a membership, to buy a package.
 */
export function MembershipCard() {
  const { data, error, isPending } = useSubscription();
  const inLang = useLangPath();
  const state = data ? membershipStateOf(data) : null;
  return (
    <Card title={<Trans>Membership</Trans>}>
      {error ? (
        <p className={styles.muted}>
          <Trans>Your membership could not be loaded. Please try again later.</Trans>
        </p>
      ) : isPending || !data ? (
        <p className={styles.muted}>
          <Trans>Loading your membership…</Trans>
        </p>
      ) : (
        <div className={styles.stack}>
          <MembershipSummary status={data} />
          <div>
            <ButtonLink
              to={inLang('/user/membership-renewal')}
              variant={state === 'active' ? 'secondary' : 'primary'}
              size="sm"
              icon={<ArrowRight size={16} aria-hidden="true" />}
            >
              {state === 'none' ? <Trans>Choose a package</Trans> : <Trans>Renew your membership</Trans>}
            </ButtonLink>
          </div>
        </div>
      )}
    </Card>
  );
}

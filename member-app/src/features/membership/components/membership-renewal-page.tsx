import { Card, LoadingBlock, PageTitle, useCurrentUser } from '@coach/kit';
import { useErrorPageOnFailure } from '@coach/kit/area';
import { Trans, useLingui } from '@lingui/react/macro';
import { useMembershipPackages, useSubscription } from '../api/membership.ts';
import * as styles from './membership.css.ts';
import { MembershipSummary } from './membership-summary.tsx';
import { PackageOffers } from './package-offers.tsx';

/**
 * `/user/membership-renewal`: the membership now and the packages on sale. Buying the same package
 * or another one adds its months from the later of today and the current end date. Guests buy
 * their first package here, which makes them members.
 */
export function MembershipRenewalPage() {
  const { t } = useLingui();
  const { user } = useCurrentUser();
  const subscription = useSubscription();
  const packages = useMembershipPackages();
  useErrorPageOnFailure(subscription.error ?? packages.error);
  const status = subscription.data;
  const held = status?.membershipPackage ?? null;
  const isGuest = user?.accountRoleType === 'Guest';
  // A coachee-level member may be coached but not coach (4025); one who may not take part at all
  // (a guest) is told about membership as a whole instead.
  const coacheeLevel = !isGuest && held !== null && !held.coachLevel;

  return (
    <div className={styles.page}>
      <PageTitle
        subtitle={
          <Trans>
            Buy the same package again or another one; the months you buy are added to your membership.
          </Trans>
        }
      >
        <Trans>Membership renewal</Trans>
      </PageTitle>
      {isGuest ? (
        <p className={styles.note}>
          <Trans>
            Buying a package makes you a member: you can then ask to coach or to be coached and take part in
            projects.
          </Trans>
        </p>
      ) : null}
      {subscription.isPending || packages.isPending || !status || !packages.data ? (
        <LoadingBlock label={t`Loading your membership…`} />
      ) : (
        <>
          <Card title={<Trans>Your membership</Trans>}>
            <div className={styles.stack}>
              <MembershipSummary status={status} />
              {coacheeLevel ? (
                <p className={styles.note}>
                  <Trans>
                    Your package is coachee level: you can be coached, but to coach you need a coach-level
                    package. Choose one below to ask to coach.
                  </Trans>
                </p>
              ) : null}
            </div>
          </Card>
          <PackageOffers packages={packages.data} status={status} />
        </>
      )}
    </div>
  );
}

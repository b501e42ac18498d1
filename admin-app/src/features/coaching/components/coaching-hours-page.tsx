import { nearThresholdHours } from '@coach/core/contracts';
import { Card, formatNumber, LoadingBlock, PageTitle, useLang } from '@coach/kit';
import { EmptyState, useErrorPageOnFailure } from '@coach/kit/area';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { Hourglass } from 'lucide-react';
import { useMembersNearThreshold } from '../api/coaching-hours.ts';
import * as styles from './coaching.css.ts';
import { NearThresholdTable } from './near-threshold-table.tsx';

/**
 * `/admin/coaching-hours` (`coaching.readAny`, administrators only): the members within a few
 * hours below the hours ACC or PCC asks for, so that the programme can encourage them or plan a
 * last pairing. Only hours count here; each member's profile shows the other requirements.
 */
export function CoachingHoursPage() {
  const { t } = useLingui();
  const lang = useLang();
  const { data, error, isPending } = useMembersNearThreshold();
  useErrorPageOnFailure(error);
  // The server's figure once it answers; the shared constant until then.
  const within = formatNumber(data?.withinHours ?? nearThresholdHours, lang);
  const count = data?.items.length ?? 0;

  return (
    <div className={styles.page}>
      <PageTitle subtitle={<Trans>Members close to the hours a coaching credential asks for.</Trans>}>
        <Trans>Coaching hours</Trans>
      </PageTitle>
      <Card
        title={<Trans>Close to a threshold</Trans>}
        description={
          data ? <Plural value={count} _0="No member right now." one="# member" other="# members" /> : null
        }
      >
        <p className={styles.explanation}>
          <Trans>
            Members whose hours coached are at most {within} hours below the 100 hours of ACC or the 500 hours
            of PCC. Only confirmed hours after the member’s training start count. The paid hours, clients and
            recent hours a credential also asks for are on each member’s profile.
          </Trans>
        </p>
        {isPending || !data ? (
          <LoadingBlock label={t`Loading the members…`} />
        ) : data.items.length === 0 ? (
          <EmptyState
            headingLevel={3}
            icon={<Hourglass size={28} />}
            title={<Trans>No member is close to a threshold</Trans>}
            description={
              <Trans>
                A member appears here when their hours coached come within {within} hours of 100 or 500.
              </Trans>
            }
          />
        ) : (
          <NearThresholdTable items={data.items} />
        )}
      </Card>
    </div>
  );
}

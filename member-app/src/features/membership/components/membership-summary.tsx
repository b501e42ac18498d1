import { formatDate, Pill, useLang } from '@coach/kit';
import { Trans, useLingui } from '@lingui/react/macro';
import { BadgeCheck, CalendarClock, CalendarX, CircleDashed } from 'lucide-react';
import type { SubscriptionStatus } from '../api/membership.ts';
import { Fact } from './fact.tsx';
import {
  daysLeftText,
  type MembershipState,
  membershipStateOf,
  packageNameOf,
  stateLabels,
  stateTones,
} from './labels.ts';
import { LevelSchedule } from './level-schedule.tsx';
import * as styles from './membership.css.ts';

const stateIcons: Record<MembershipState, typeof BadgeCheck> = {
  active: BadgeCheck,
  ending: CalendarClock,
  expired: CalendarX,
  none: CircleDashed,
};

/** A package's level in words: only a coach-level package lets its holder coach. */
export function LevelPill({ coachLevel }: { coachLevel: boolean }) {
  return (
    <Pill tone={coachLevel ? 'info' : 'neutral'}>
      {coachLevel ? <Trans>Coach level</Trans> : <Trans>Coachee level</Trans>}
    </Pill>
  );
}

/**
 * The member's membership now: its state in words, the package in force and its level, the end
 * date (in a `<time>`, so that it can also be read by machines), the days left, and the levels
 * ahead when months at another level follow.
 */
export function MembershipSummary({ status }: { status: SubscriptionStatus }) {
  const { i18n } = useLingui();
  const lang = useLang();
  const state = membershipStateOf(status);
  const Icon = stateIcons[state];
  const held = status.membershipPackage;
  const end = status.subscriptionEndDate;
  return (
    <div className={styles.stack}>
      <div className={styles.pills}>
        <Pill tone={stateTones[state]} icon={<Icon size={14} />}>
          {i18n._(stateLabels[state])}
        </Pill>
        {held ? <LevelPill coachLevel={held.coachLevel} /> : null}
      </div>
      {end ? (
        <dl className={styles.facts}>
          <Fact label={<Trans>Package</Trans>}>{held ? packageNameOf(held, lang) : '—'}</Fact>
          <Fact label={state === 'expired' ? <Trans>Ended on</Trans> : <Trans>Ends on</Trans>}>
            <time dateTime={end}>{formatDate(end, lang)}</time>
          </Fact>
          {status.daysLeft !== null ? (
            <Fact label={<Trans>Time left</Trans>}>{daysLeftText(status.daysLeft)}</Fact>
          ) : null}
          {status.schedule.length > 1 ? (
            // Months bought at another level wait for the running ones (ADR 0031).
            <Fact label={<Trans>Levels</Trans>}>
              <LevelSchedule schedule={status.schedule} />
            </Fact>
          ) : null}
        </dl>
      ) : (
        <p className={styles.text}>
          <Trans>You have no membership yet.</Trans>
        </p>
      )}
    </div>
  );
}

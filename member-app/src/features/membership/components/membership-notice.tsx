import { ButtonLink, formatDate, useLang, useLangPath } from '@coach/kit';
import { Trans } from '@lingui/react/macro';
import { ArrowRight, CalendarClock, CalendarX } from 'lucide-react';
import { useId } from 'react';
import { useSubscription } from '../api/membership.ts';
import { daysLeftText, membershipStateOf } from './labels.ts';
import * as styles from './membership.css.ts';

/**
 * At the top of the member pages while the membership has expired or ends within 7 days: what it
 * means and a link to renew. Nothing otherwise, and nothing while loading or when the call fails:
 * the notice must never stand in the way of the page under it.
 */
export function MembershipNotice() {
  const { data } = useSubscription();
  const lang = useLang();
  const inLang = useLangPath();
  const titleId = useId();
  const state = data ? membershipStateOf(data) : 'none';
  if (!data?.subscriptionEndDate || (state !== 'expired' && state !== 'ending')) return null;
  const date = formatDate(data.subscriptionEndDate, lang);
  const left = data.daysLeft !== null ? daysLeftText(data.daysLeft) : '';
  const Icon = state === 'expired' ? CalendarX : CalendarClock;
  return (
    <section className={styles.notice[state]} aria-labelledby={titleId}>
      <div className={styles.noticeBody}>
        <h2 id={titleId} className={styles.noticeTitle}>
          <Icon size={20} aria-hidden="true" />
          {state === 'expired' ? (
            <Trans>Your membership has expired</Trans>
          ) : (
            <Trans>Your membership ends soon</Trans>
          )}
        </h2>
        <p className={styles.text}>
          {state === 'expired' ? (
            <Trans>
              It ended on {date}. Renew it to ask for projects again; your projects and points are kept.
            </Trans>
          ) : data.daysLeft === 0 ? (
            <Trans>It ends today, {date}. Renew it now: the months you buy are added after that day.</Trans>
          ) : (
            <Trans>
              It ends on {date} ({left}). Renew it now: the months you buy are added after that day.
            </Trans>
          )}
        </p>
      </div>
      <div className={styles.noticeAction}>
        <ButtonLink
          to={inLang('/user/membership-renewal')}
          variant={state === 'expired' ? 'primary' : 'secondary'}
          icon={<ArrowRight size={16} aria-hidden="true" />}
        >
          <Trans>Renew your membership</Trans>
        </ButtonLink>
      </div>
    </section>
  );
}

import { formatDate, type Lang } from '@coach/kit';
import { Trans } from '@lingui/react/macro';
import * as styles from './dashboard-page.css.ts';

/** Seed/PRODUCT: a membership is active while its end date is in the future. */
export function MembershipStatus({
  endDate,
  lang,
  now = new Date(),
}: {
  endDate: string | null;
  lang: Lang;
  now?: Date;
}) {
  if (!endDate) return <Trans>No membership yet</Trans>;
  const date = formatDate(endDate, lang);
  if (new Date(endDate) > now) return <Trans>Active until {date}</Trans>;
  return (
    <span className={styles.expired}>
      <Trans>Expired on {date}</Trans>
    </span>
  );
}

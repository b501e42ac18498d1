import type { MatchingPerson, MatchingWait } from '@coach/core/contracts';
import { formatDate, Link, Pill, useLang, useLangPath } from '@coach/kit';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import * as styles from './matching.css.ts';

/**
 * A member of a pair or a left-over: their name, linking to their account; "Deleted member" when
 * the account is gone (ADR 0030: a run keeps its ids, and deleting an account never touches it).
 */
export function PersonLink({ person }: { person: MatchingPerson }) {
  const langPath = useLangPath();
  if (person.name === null) {
    return (
      <span className={styles.muted}>
        <Trans>Deleted member</Trans>
      </span>
    );
  }
  return (
    <Link className={styles.link} to={langPath(`/admin/profile/${person.accountId}`)}>
      {person.name}
    </Link>
  );
}

/**
 * How long a request had waited, in working days, and whether that is past the promise of a partner
 * within three working days (the server says which; the screen only shows it).
 */
export function Waited({ waited }: { waited: MatchingWait | null }) {
  const { t } = useLingui();
  const lang = useLang();
  if (!waited) return <span className={styles.muted}>{t`Request deleted`}</span>;
  const since = formatDate(waited.requestedAt, lang);
  return (
    <div className={styles.stack}>
      <span className={styles.nowrap}>
        <Plural value={waited.workingDays} one="# working day" other="# working days" />
      </span>
      <span className={styles.muted}>
        <Trans>since {since}</Trans>
      </span>
      {waited.overPromise ? (
        <span>
          <Pill tone="warning">{t`Over three working days`}</Pill>
        </span>
      ) : null}
    </div>
  );
}

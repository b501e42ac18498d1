import type { AccountRoleType, CredentialProgress } from '@coach/core/contracts';
import {
  apiCodes,
  Card,
  formatDate,
  formatNumber,
  isApiError,
  LoadingBlock,
  Pill,
  useCurrentUser,
  useLang,
} from '@coach/kit';
import { FormError } from '@coach/kit/area';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { type MemberCoachingHours, useMemberCoachingHours } from '../api/coaching-hours.ts';
import * as styles from './coaching.css.ts';
import { missingText } from './missing-text.ts';

/** Only members and guests take part in projects; staff accounts have no hours to show. */
const memberRoles: readonly AccountRoleType[] = ['User', 'Guest'];

type CoachingHoursCardProps = {
  accountId: string;
  /** The account as the profile loaded it; undefined while it loads or when it does not exist. */
  account: { accountRoleType: AccountRoleType } | undefined;
};

/**
 * A member's coaching hours on their profile, for administrators (`coaching.readAny`; salesmen do
 * not see it): hours coached with the paid / pro bono split, hours received, clients, the last 18
 * months, the training start, and what is still missing for ACC and PCC. Nothing is asked before
 * the profile says the account is a member, and an account that does not exist shows nothing.
 */
export function CoachingHoursCard({ accountId, account }: CoachingHoursCardProps) {
  const { user } = useCurrentUser();
  if (!user?.permissions.includes('coaching.readAny')) return null;
  if (!account || !memberRoles.includes(account.accountRoleType)) return null;
  return <CoachingHours accountId={accountId} />;
}

function CoachingHours({ accountId }: { accountId: string }) {
  const { t } = useLingui();
  const { data, error, isPending } = useMemberCoachingHours(accountId);
  if (isApiError(error) && (error.status === 404 || error.code === apiCodes.validation)) return null;

  return (
    <Card
      title={<Trans>Coaching hours</Trans>}
      description={
        <Trans>
          From the confirmed sessions of the member’s projects, and the session count of projects completed
          without a log. Paid hours are the hours coached up to the hours received in exchange.
        </Trans>
      }
    >
      {isPending ? (
        <LoadingBlock label={t`Loading the coaching hours…`} />
      ) : error ? (
        <FormError error={error} />
      ) : data ? (
        <HoursFigures hours={data} />
      ) : null}
    </Card>
  );
}

function Figure({ term, value, note }: { term: ReactNode; value: ReactNode; note?: ReactNode }) {
  return (
    <div className={styles.figure}>
      <dt className={styles.term}>{term}</dt>
      <dd className={styles.value}>{value}</dd>
      {note ? <dd className={styles.note}>{note}</dd> : null}
    </div>
  );
}

function HoursFigures({ hours }: { hours: MemberCoachingHours }) {
  const lang = useLang();
  const number = (value: number) => formatNumber(value, lang);
  const { totals } = hours;
  const paid = number(totals.paidHours);
  const proBono = number(totals.proBonoHours);
  return (
    <>
      <dl className={styles.figures}>
        <Figure
          term={<Trans>Hours coached</Trans>}
          value={number(totals.hours)}
          note={
            <Trans>
              of which {paid} paid and {proBono} pro bono
            </Trans>
          }
        />
        <Figure term={<Trans>Hours received</Trans>} value={number(totals.receivedHours)} />
        <Figure term={<Trans>Clients</Trans>} value={number(totals.clients)} />
        <Figure term={<Trans>Hours in the last 18 months</Trans>} value={number(totals.recentHours)} />
        <Figure
          term={<Trans>Training start</Trans>}
          value={
            // A calendar day: read at noon UTC so that no time zone moves it to the day before.
            hours.trainingStartedOn ? (
              formatDate(`${hours.trainingStartedOn}T12:00:00Z`, lang)
            ) : (
              <Trans>Not entered</Trans>
            )
          }
        />
      </dl>
      {totals.hoursBeforeTraining > 0 ? (
        <p className={styles.beforeTraining}>
          <Plural
            value={totals.hoursBeforeTraining}
            one="# hour coached before the training start is not counted."
            other="# hours coached before the training start are not counted."
          />
        </p>
      ) : null}
      <section className={styles.section}>
        <h3 className={styles.subheading}>
          <Trans>Still missing</Trans>
        </h3>
        <ul className={styles.missingList}>
          {hours.progress.map((progress) => (
            <MissingLine key={progress.credential} progress={progress} />
          ))}
        </ul>
      </section>
    </>
  );
}

function MissingLine({ progress }: { progress: CredentialProgress }) {
  return (
    <li className={styles.missingItem}>
      <span className={styles.credential}>{progress.credential}</span>
      {progress.achieved ? (
        <Pill tone="success">
          <Trans>Every requirement met</Trans>
        </Pill>
      ) : (
        <span>{missingText(progress.missing)}</span>
      )}
    </li>
  );
}

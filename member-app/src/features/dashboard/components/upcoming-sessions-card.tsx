import { Button, Card, isApiError, toast, useLang } from '@coach/kit';
import { Trans, useLingui } from '@lingui/react/macro';
import { Copy, RefreshCw, Trash2 } from 'lucide-react';
import { useId } from 'react';
import {
  useCalendarFeed,
  useChangeCalendarFeed,
  useUpcomingSessions,
} from '../../projects/api/session-plans.ts';
import { hoursText } from '../../projects/components/counts.ts';
import { formatDay } from '../../projects/components/session-labels.ts';
import * as styles from './dashboard-page.css.ts';

/**
 * The member's private calendar feed (ADR 0056): its address to copy into Google Calendar, Outlook
 * or Apple Calendar, a new address (the old one stops working), or none.
 */
function CalendarFeedControls() {
  const { t } = useLingui();
  const feed = useCalendarFeed();
  const change = useChangeCalendarFeed();
  const fieldId = useId();
  const url = feed.data?.url ? `${window.location.origin}${feed.data.url}` : null;
  const run = (what: 'renew' | 'revoke') =>
    change.mutate(what, {
      onSuccess: () =>
        toast.success(
          what === 'renew'
            ? t`Your calendar address is ready. Any earlier address no longer works.`
            : t`Your calendar address is turned off.`,
        ),
      onError: (error) =>
        toast.error(isApiError(error) ? error.message : t`That did not work. Please try again.`),
    });
  return (
    <div className={styles.feed}>
      <p className={styles.muted}>
        <Trans>
          Subscribe to your sessions in your calendar app with this private address. Anyone who has it sees
          your session times: renew it if it was shared by mistake.
        </Trans>
      </p>
      {url ? (
        <>
          <label htmlFor={fieldId} className={styles.term}>
            <Trans>Calendar address</Trans>
          </label>
          <input
            id={fieldId}
            className={styles.feedUrl}
            readOnly
            value={url}
            onFocus={(event) => event.target.select()}
          />
        </>
      ) : null}
      <div className={styles.feedActions}>
        {url ? (
          <Button
            size="sm"
            icon={<Copy size={16} aria-hidden="true" />}
            onClick={() =>
              void navigator.clipboard.writeText(url).then(
                () => toast.success(t`The address is copied.`),
                () => toast.error(t`The address could not be copied; select it and copy it by hand.`),
              )
            }
          >
            <Trans>Copy</Trans>
          </Button>
        ) : null}
        <Button
          size="sm"
          variant="secondary"
          icon={<RefreshCw size={16} aria-hidden="true" />}
          loading={change.isPending && change.variables === 'renew'}
          onClick={() => run('renew')}
        >
          {url ? <Trans>New address</Trans> : <Trans>Get a calendar address</Trans>}
        </Button>
        {url ? (
          <Button
            size="sm"
            variant="secondary"
            icon={<Trash2 size={16} aria-hidden="true" />}
            loading={change.isPending && change.variables === 'revoke'}
            onClick={() => run('revoke')}
          >
            <Trans>Turn off</Trans>
          </Button>
        ) : null}
      </div>
    </div>
  );
}

/** The dashboard's "Upcoming sessions" card: the next scheduled sessions, and the calendar feed. */
export function UpcomingSessionsCard() {
  const lang = useLang();
  const upcoming = useUpcomingSessions();
  const items = upcoming.data?.items ?? [];
  return (
    <Card title={<Trans>Upcoming sessions</Trans>}>
      {items.length === 0 ? (
        <p className={styles.muted}>
          <Trans>No session scheduled. Propose a time to your partner on the projects page.</Trans>
        </p>
      ) : (
        <ul className={styles.upcoming}>
          {items.map((item) => {
            const when = `${formatDay(item.day, lang)}, ${item.time}`;
            const length = hoursText(item.minutes / 60);
            const partner = item.partnerName;
            return (
              <li key={item.id}>
                {item.role === 'coach' ? (
                  <Trans>
                    {when} · {length} · coaching {partner}
                  </Trans>
                ) : (
                  <Trans>
                    {when} · {length} · coached by {partner}
                  </Trans>
                )}
              </li>
            );
          })}
        </ul>
      )}
      <CalendarFeedControls />
    </Card>
  );
}

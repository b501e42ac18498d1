import { Button, Card, formatDate, formatDateTime, Pill, useLang } from '@coach/kit';
import { EmptyState } from '@coach/kit/area';
import { Trans, useLingui } from '@lingui/react/macro';
import { Hourglass, X } from 'lucide-react';
import type { ProjectRequestView } from '../api/projects.ts';
import { usePublicSettings } from '../api/public-settings.ts';
import { FixLink } from './fix-link.tsx';
import { fixForReason, languageNames, requestRoleLabels, skipReasonText } from './labels.ts';
import * as styles from './projects.css.ts';

/** Why the request is still waiting: not run yet, or the last run's reason in words. */
function WhyWaiting({ request }: { request: ProjectRequestView }) {
  const { i18n } = useLingui();
  const lang = useLang();
  const nextRun = usePublicSettings().settings?.nextMatchingRun;
  const skip = request.lastSkip;
  if (!skip) {
    const next = nextRun ? formatDateTime(nextRun, lang) : '';
    return (
      <p className={styles.note}>
        {next ? (
          <Trans>Waiting for the next matching run, on {next}.</Trans>
        ) : (
          <Trans>Waiting for the next matching run.</Trans>
        )}
      </p>
    );
  }
  const when = formatDateTime(skip.at, lang);
  const reason = skipReasonText(skip.reason, lang, i18n);
  return (
    <div className={styles.waiting}>
      <p className={styles.text}>
        <Trans>
          Not matched in the run of {when}: {reason}
        </Trans>
      </p>
      <p className={styles.muted}>
        <Trans>The request stays open and takes part in the next run.</Trans>
      </p>
      <FixLink kind={fixForReason(skip.reason)} />
    </div>
  );
}

/** The member's open requests: what they ask for, since when, why they wait, and cancel. */
export function OpenRequests({
  id,
  requests,
  onCancel,
}: {
  id?: string;
  requests: readonly ProjectRequestView[];
  onCancel: (request: ProjectRequestView) => void;
}) {
  const { t, i18n } = useLingui();
  const lang = useLang();
  return (
    <Card
      id={id}
      tabIndex={-1}
      title={<Trans>Open requests</Trans>}
      description={<Trans>Requests waiting for a partner, oldest first.</Trans>}
    >
      {requests.length === 0 ? (
        <EmptyState
          headingLevel={3}
          icon={<Hourglass size={28} />}
          title={<Trans>No open request</Trans>}
          description={
            <Trans>
              Ask to coach or to be coached above; the next matching run looks for a partner for you.
            </Trans>
          }
        />
      ) : (
        <ul className={styles.list}>
          {requests.map((request) => {
            const role = i18n._(requestRoleLabels[request.role]);
            const since = formatDate(request.createdAt, lang);
            return (
              <li key={request.id} className={styles.item}>
                <div className={styles.itemMain}>
                  <div className={styles.itemHead}>
                    <h3 className={styles.itemTitle}>{role}</h3>
                    <span className={styles.pills}>
                      {request.languages.map((language) => (
                        <Pill key={language}>{languageNames[language]}</Pill>
                      ))}
                    </span>
                  </div>
                  <p className={styles.muted}>
                    <Trans>Asked on {since}</Trans>
                  </p>
                  <WhyWaiting request={request} />
                </div>
                <div className={styles.actions}>
                  <Button
                    variant="secondary"
                    size="sm"
                    icon={<X size={16} aria-hidden="true" />}
                    aria-label={
                      request.role === 'coach' ? t`Cancel request to coach` : t`Cancel request to be coached`
                    }
                    onClick={() => onCancel(request)}
                  >
                    <Trans>Cancel request</Trans>
                  </Button>
                </div>
              </li>
            );
          })}
        </ul>
      )}
    </Card>
  );
}

import { isApiError, type Lang, Spinner, useLang } from '@coach/kit';
import { Trans, useLingui } from '@lingui/react/macro';
import { useSchedulePreview } from '../api/settings.ts';
import * as styles from './settings.css.ts';

const locales: Record<Lang, string> = { tr: 'tr-TR', en: 'en-GB' };

/** "Monday 2 March 2026, 09:00" on Istanbul clocks, where the schedule runs. */
function runLabel(iso: string, lang: Lang): string {
  return new Intl.DateTimeFormat(locales[lang], {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    timeZone: 'Europe/Istanbul',
  }).format(new Date(iso));
}

/**
 * What a schedule does, in words a person reads: its next five runs, asked from the server while
 * the administrator types (the scheduler's own parser decides), or why it is refused.
 */
export function SchedulePreview({ expression }: { expression: string }) {
  const lang = useLang();
  const { t } = useLingui();
  const preview = useSchedulePreview(expression);
  const refusal =
    isApiError(preview.error) && preview.error.code === 4034
      ? (Object.values(preview.error.fieldErrors)[0] ?? preview.error.message)
      : preview.error
        ? t`The next runs could not be worked out just now.`
        : null;
  return (
    <div className={styles.preview} aria-live="polite">
      <p className={styles.previewTitle}>
        <Trans>Next matching runs (Istanbul time)</Trans>
      </p>
      {preview.isFetching && !preview.data ? (
        <Spinner label={t`Working out the next runs…`} />
      ) : refusal ? (
        <p className={styles.invalid}>{refusal}</p>
      ) : preview.data ? (
        <ol className={styles.runs}>
          {preview.data.nextRuns.map((run) => (
            <li key={run}>
              <time dateTime={run}>{runLabel(run, lang)}</time>
            </li>
          ))}
        </ol>
      ) : null}
    </div>
  );
}

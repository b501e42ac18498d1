import { Button, isApiError, toast, useLang } from '@coach/kit';
import { Trans, useLingui } from '@lingui/react/macro';
import { FileDown } from 'lucide-react';
import { useState } from 'react';
import { type CoachingLogFormat, useDownloadCoachingLog } from '../api/coaching-log.ts';
import * as styles from './coaching-log.css.ts';

/**
 * "Download .xlsx" and "Download .csv": the log as ICF's client coaching log, headers in the page's
 * language, fetched with the session and saved under the server's file name.
 */
export function DownloadButtons() {
  const { t } = useLingui();
  const lang = useLang();
  const download = useDownloadCoachingLog();
  // Which button spins: the other stays still but waits, so one file comes at a time.
  const [pending, setPending] = useState<CoachingLogFormat | null>(null);

  const start = (format: CoachingLogFormat) => {
    setPending(format);
    download.mutate(
      { format, language: lang },
      {
        onSuccess: (fileName) => toast.success(t`Your coaching log was saved as ${fileName}.`),
        onError: (error) =>
          toast.error(isApiError(error) ? error.message : t`The download did not work. Please try again.`),
        onSettled: () => setPending(null),
      },
    );
  };

  return (
    <div className={styles.downloads}>
      <Button
        variant="secondary"
        icon={<FileDown size={18} aria-hidden="true" />}
        loading={pending === 'xlsx'}
        disabled={pending !== null}
        onClick={() => start('xlsx')}
      >
        <Trans>Download .xlsx</Trans>
      </Button>
      <Button
        variant="secondary"
        icon={<FileDown size={18} aria-hidden="true" />}
        loading={pending === 'csv'}
        disabled={pending !== null}
        onClick={() => start('csv')}
      >
        <Trans>Download .csv</Trans>
      </Button>
    </div>
  );
}

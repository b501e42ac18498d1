import { LoadingBlock, PageTitle } from '@coach/kit';
import { useErrorPageOnFailure } from '@coach/kit/area';
import { Trans, useLingui } from '@lingui/react/macro';
import { useApplicationSettings } from '../api/settings.ts';
import * as styles from './settings.css.ts';
import { SettingsForm } from './settings-form.tsx';

/** The application's limits and the matching schedule, for administrators. */
export function SettingsPage() {
  const { t } = useLingui();
  const { data, error, isPending } = useApplicationSettings();
  useErrorPageOnFailure(error);
  return (
    <div className={styles.page}>
      <PageTitle
        subtitle={
          <Trans>The limits members are held to, the project deadlines and the matching schedule.</Trans>
        }
      >
        <Trans>Application settings</Trans>
      </PageTitle>
      {isPending || !data ? <LoadingBlock label={t`Loading the settings…`} /> : <SettingsForm view={data} />}
    </div>
  );
}

import type { AccountView } from '@coach/core/contracts';
import { Pill } from '@coach/kit';
import { useLingui } from '@lingui/react/macro';
import { Lock } from 'lucide-react';
import * as styles from './accounts.css.ts';
import { statusLabels } from './labels.ts';

/** Whether the account can sign in: active or passive, and locked when an administrator locked it. */
export function AccountAccessPills({
  account,
}: {
  account: Pick<AccountView, 'status' | 'isLocked' | 'hasPassword'>;
}) {
  const { t, i18n } = useLingui();
  return (
    <span className={styles.pills}>
      <Pill tone={account.status === 'active' ? 'success' : 'neutral'}>
        {i18n._(statusLabels[account.status])}
      </Pill>
      {account.isLocked ? (
        <Pill tone="danger" icon={<Lock size={14} />}>
          {t`Locked`}
        </Pill>
      ) : null}
      {account.hasPassword ? null : <Pill tone="warning">{t`No password yet`}</Pill>}
    </span>
  );
}

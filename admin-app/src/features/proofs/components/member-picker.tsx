import { LoadingBlock } from '@coach/kit';
import { RadioChoice } from '@coach/kit/forms';
import { SearchField } from '@coach/kit/tables';
import * as fieldStyles from '@coach/kit/ui/field.css.ts';
import { Trans, useLingui } from '@lingui/react/macro';
import { CircleAlert } from 'lucide-react';
import { useState } from 'react';
import { useMemberSearch } from '../api/proofs.ts';
import * as styles from './proofs.css.ts';

export type PickedMember = { accountId: string; fullName: string; email: string };

type MemberPickerProps = {
  value: PickedMember | null;
  onChange: (member: PickedMember | null) => void;
  error?: string | undefined;
};

/**
 * Finds members by name or e-mail on the server (two letters at least) and offers the matches as
 * a radio choice; the chosen member stays named while the administrator searches on.
 */
export function MemberPicker({ value, onChange, error }: MemberPickerProps) {
  const { t } = useLingui();
  const [search, setSearch] = useState('');
  const { data: members = [], isFetching } = useMemberSearch(search);
  const searching = search.trim().length >= 2;
  const chosenName = value ? `${value.fullName} (${value.email})` : '';

  return (
    <div className={styles.form}>
      <SearchField
        label={t`Find the member`}
        placeholder={t`Name or e-mail`}
        value={search}
        onSearch={setSearch}
      />
      {!searching ? (
        <p className={styles.muted}>
          <Trans>Type at least two letters of the member’s name or e-mail.</Trans>
        </p>
      ) : isFetching && members.length === 0 ? (
        <LoadingBlock label={t`Searching…`} />
      ) : members.length === 0 ? (
        <p className={styles.muted}>
          <Trans>No member matches what you typed.</Trans>
        </p>
      ) : (
        <RadioChoice
          label={t`Member`}
          description={t`Choose the member:`}
          value={value?.accountId ?? ''}
          onChange={(accountId) => {
            const picked = members.find((member) => member.accountId === accountId);
            onChange(picked ? { accountId, fullName: picked.fullName, email: picked.email } : null);
          }}
          options={members.map((member) => ({
            value: member.accountId,
            label: `${member.fullName} — ${member.email}`,
          }))}
        />
      )}
      {value ? (
        <p className={styles.muted} aria-live="polite">
          <Trans>Chosen: {chosenName}</Trans>
        </p>
      ) : null}
      {error ? (
        <p className={fieldStyles.error} role="alert">
          <CircleAlert size={16} aria-hidden="true" />
          <span>{error}</span>
        </p>
      ) : null}
    </div>
  );
}

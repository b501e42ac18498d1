import {
  type AccountFilterFormValues,
  type AudienceInput,
  accountFilterFormSchema,
} from '@coach/core/contracts';
import { Button, Card, formatNumber, toast } from '@coach/kit';
import { ProgressBar } from '@coach/kit/area';
import {
  applyServerErrors,
  FormActions,
  FormDayField,
  FormError,
  FormGrid,
  FormTextField,
  TextField,
  useWatch,
  useZodForm,
} from '@coach/kit/forms';
import { FormSelect } from '@coach/kit/pickers';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { X } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useAudienceCount, useDeleteSavedFilter, useSavedFilters, useSaveFilter } from '../api/group-mail.ts';
import { filterOf, filterValuesOf } from './audience.ts';
import * as styles from './group-mail.css.ts';

type AudienceCardProps = {
  /** A selection passed by the accounts list (`?ids=`): it wins over the filter. */
  selection: string[] | null;
  initialFilter: AccountFilterFormValues;
  /** The saved filter in the address (`?saved=`), applied once the saved filters are loaded. */
  savedId: string | null;
  onAudience: (audience: AudienceInput | null) => void;
  /** Puts a saved filter in the address, or takes it out (null). */
  onChooseSaved: (id: string | null) => void;
  onClearSelection: () => void;
};

/** How many the audience reaches and how many of them opted out of programme news, asked of the server. */
export function AudienceCount({ audience }: { audience: AudienceInput | null }) {
  const { t, i18n } = useLingui();
  const { data, error, isFetching } = useAudienceCount(audience);
  const number = (value: number) => formatNumber(value, i18n.locale === 'en' ? 'en' : 'tr');
  if (error) return <FormError error={error} />;
  if (!data) return isFetching ? <ProgressBar label={t`Counting the recipients…`} /> : null;
  const matching = number(data.matching);
  const optedOut = number(data.optedOut);
  return (
    <div aria-live="polite">
      <p className={styles.count}>
        <Plural
          value={data.recipients}
          one="# member will get this mail."
          other="# members will get this mail."
        />
      </p>
      <p className={styles.muted}>
        <Trans>
          The group has {matching} accounts; {optedOut} of them turned programme news off and are skipped.
        </Trans>
      </p>
    </div>
  );
}

/** Who gets the mail: a filter of the accounts (saved ones to reuse), or the selection passed by link. */
export function AudienceCard({
  selection,
  initialFilter,
  savedId,
  onAudience,
  onChooseSaved,
  onClearSelection,
}: AudienceCardProps) {
  const { t } = useLingui();
  const form = useZodForm(accountFilterFormSchema, { defaultValues: initialFilter });
  const values = useWatch({ control: form.control }) as AccountFilterFormValues;
  const saved = useSavedFilters();
  const save = useSaveFilter();
  const remove = useDeleteSavedFilter();
  const [name, setName] = useState('');
  const [failure, setFailure] = useState<unknown>(null);
  const chosenSaved = savedId ? saved.data?.items.find((item) => item.id === savedId) : undefined;
  const savedIsGone = savedId !== null && saved.isSuccess && !chosenSaved;

  // A saved filter named in the address fills the form and becomes the audience once it is loaded.
  // biome-ignore lint/correctness/useExhaustiveDependencies: once per saved filter chosen.
  useEffect(() => {
    if (!chosenSaved) return;
    form.reset(filterValuesOf(chosenSaved.filter));
    onAudience({ kind: 'filter', filter: chosenSaved.filter, savedFilterId: chosenSaved.id });
  }, [chosenSaved?.id]);

  const apply = form.handleSubmit((filter) => {
    // A filter changed by hand is no longer the saved one the address names.
    if (savedId) onChooseSaved(null);
    onAudience({ kind: 'filter', filter: filterOf(filter) });
  });
  const deleteSaved = (id: string, savedName: string) => {
    setFailure(null);
    remove.mutate(id, {
      onSuccess: () => {
        if (id === savedId) onChooseSaved(null);
        toast.success(t`The saved filter “${savedName}” is deleted.`);
      },
      onError: setFailure,
    });
  };
  const saveFilter = () => {
    setFailure(null);
    save.mutate(
      { name, filter: filterOf(values) },
      {
        onSuccess: (kept) => {
          setName('');
          toast.success(t`The filter “${kept.name}” is saved.`);
        },
        onError: (error) => {
          if (!applyServerErrors(form, error)) setFailure(error);
        },
      },
    );
  };

  if (selection) {
    const count = selection.length;
    return (
      <Card title={<Trans>Recipients</Trans>}>
        <p>
          <Plural
            value={count}
            one="# account selected in the accounts list."
            other="# accounts selected in the accounts list."
          />
        </p>
        <Button variant="secondary" onClick={onClearSelection}>
          <Trans>Choose a filter instead</Trans>
        </Button>
      </Card>
    );
  }

  const roleOptions = [
    { id: '', label: t`Any role` },
    { id: 'User', label: t`Members` },
    { id: 'Guest', label: t`Guests` },
    { id: 'Salesman', label: t`Salesmen` },
    { id: 'Administrator', label: t`Administrators` },
  ];
  const statusOptions = [
    { id: '', label: t`Any status` },
    { id: 'active', label: t`Active` },
    { id: 'passive', label: t`Passive` },
  ];
  // The accounts list's "Lock state" words.
  const lockedOptions = [
    { id: '', label: t`Locked or not` },
    { id: 'true', label: t`Locked` },
    { id: 'false', label: t`Not locked` },
  ];
  const levelOptions = [
    { id: '', label: t`Any package level` },
    { id: 'coach', label: t`Coach-level package` },
    { id: 'coachee', label: t`Coachee-level package` },
  ];
  const savedFilters = saved.data?.items ?? [];

  return (
    <Card
      title={<Trans>Recipients</Trans>}
      description={<Trans>The accounts this filter finds get the mail, each in their own language.</Trans>}
    >
      <form className={styles.form} onSubmit={apply} noValidate>
        {savedIsGone ? (
          <p role="alert" className={styles.muted}>
            <Trans>The saved filter in this address no longer exists; choose the recipients again.</Trans>
          </p>
        ) : null}
        {savedFilters.length > 0 ? (
          <ul className={styles.savedList} aria-label={t`Saved filters`}>
            {savedFilters.map((item) => (
              <li key={item.id} className={styles.savedItem}>
                <Button
                  variant="secondary"
                  aria-pressed={item.id === savedId}
                  onClick={() => onChooseSaved(item.id)}
                >
                  {item.name}
                </Button>
                <Button
                  size="sm"
                  variant="ghost"
                  icon={<X size={16} aria-hidden="true" />}
                  aria-label={t`Delete the saved filter “${item.name}”`}
                  loading={remove.isPending && remove.variables === item.id}
                  onClick={() => deleteSaved(item.id, item.name)}
                />
              </li>
            ))}
          </ul>
        ) : null}
        <FormGrid>
          <FormTextField form={form} name="search" label={t`Name, e-mail or phone contains`} />
          <FormSelect form={form} name="role" label={t`Role`} options={roleOptions} />
          <FormSelect form={form} name="status" label={t`Status`} options={statusOptions} />
          <FormSelect form={form} name="locked" label={t`Lock state`} options={lockedOptions} />
          <FormSelect form={form} name="level" label={t`Package level`} options={levelOptions} />
          <FormDayField form={form} name="membershipEndsFrom" label={t`Membership ends on or after`} />
          <FormDayField form={form} name="membershipEndsTo" label={t`Membership ends on or before`} />
        </FormGrid>
        <FormActions>
          <Button type="submit">
            <Trans>Count the recipients</Trans>
          </Button>
        </FormActions>
      </form>
      <div className={styles.row}>
        <TextField
          label={t`Save this filter as`}
          value={name}
          onChange={(event) => setName(event.target.value)}
        />
        <Button variant="secondary" onClick={saveFilter} loading={save.isPending}>
          <Trans>Save the filter</Trans>
        </Button>
      </div>
      <FormError error={failure} />
    </Card>
  );
}

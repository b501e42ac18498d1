import { type AccountView, updateAccountInputSchema } from '@coach/core/contracts';
import { Button, toast, useCurrentUser } from '@coach/kit';
import { FormActions, FormError, FormGrid, FormTextField, useZodForm } from '@coach/kit/forms';
import { FormSelect } from '@coach/kit/pickers';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { useUpdateAccount } from '../api/accounts.ts';
import { useMembershipPackages } from '../api/packages.ts';
import {
  LanguageFields,
  type LanguageValues,
  narrowed,
  RoleField,
  type RoleValues,
  showOnFields,
} from './account-form-parts.tsx';
import * as styles from './accounts.css.ts';
import { FormDateField } from './form-date-field.tsx';
import { PlaceFields, type PlaceValues } from './place-fields.tsx';

/**
 * Changes an account. The e-mail address and the identity number never change: they are shown,
 * not edited. An administrator cannot change the role of their own account.
 */
export function EditAccountForm({
  account,
  onClose,
  onSavingChange,
}: {
  account: AccountView;
  onClose: () => void;
  onSavingChange: (saving: boolean) => void;
}) {
  const { t, i18n } = useLingui();
  const { user } = useCurrentUser();
  const packages = useMembershipPackages();
  const packageOptions = (packages.data ?? []).map((membershipPackage) => {
    const name = i18n.locale === 'tr' ? membershipPackage.nameTr : membershipPackage.nameEn;
    return {
      id: membershipPackage.membershipPackageId,
      label: membershipPackage.coachLevel ? t`${name} (coach level)` : name,
    };
  });
  const update = useUpdateAccount();
  const [failure, setFailure] = useState<unknown>(null);
  const form = useZodForm(updateAccountInputSchema, {
    defaultValues: {
      accountId: account.accountId,
      name: account.name,
      surname: account.surname,
      accountRoleType: account.accountRoleType,
      phone: account.phone ?? '',
      passportNumber: account.passportNumber ?? '',
      countryCode: account.countryCode,
      stateCode: account.stateCode,
      city: account.city ?? '',
      languages: [...account.languages],
      language: account.language,
      subscriptionEndDate: account.subscriptionEndDate,
      membershipPackageId: account.membershipPackageId,
    },
  });
  const isOwnAccount = user?.accountId === account.accountId;

  const submit = form.handleSubmit((input) => {
    setFailure(null);
    onSavingChange(true);
    update.mutate(input, {
      onSuccess: (saved) => {
        toast.success(t`The account of ${saved.fullName} was saved.`);
        onClose();
      },
      onError: (error) => {
        if (!showOnFields(form, error)) setFailure(error);
      },
      onSettled: () => onSavingChange(false),
    });
  });

  return (
    <form onSubmit={submit} noValidate>
      <FormError error={failure} />
      <dl className={styles.facts}>
        <dt className={styles.term}>
          <Trans>E-mail address</Trans>
        </dt>
        <dd className={styles.definition}>{account.email}</dd>
        {account.identityNumber ? (
          <>
            <dt className={styles.term}>
              <Trans>T.C. identity number</Trans>
            </dt>
            <dd className={styles.definition}>{account.identityNumber}</dd>
          </>
        ) : null}
      </dl>
      <p className={styles.muted}>
        <Trans>The e-mail address and the identity number never change.</Trans>
      </p>
      <FormGrid columns={2}>
        <FormTextField
          form={form}
          name="name"
          label={t`Name`}
          isRequired
          maxLength={100}
          autoComplete="off"
        />
        <FormTextField
          form={form}
          name="surname"
          label={t`Surname`}
          isRequired
          maxLength={100}
          autoComplete="off"
        />
        <RoleField
          form={narrowed<RoleValues>(form)}
          isDisabled={isOwnAccount}
          description={isOwnAccount ? t`You cannot change the role of your own account.` : undefined}
        />
        <FormTextField
          form={form}
          name="phone"
          type="tel"
          label={t`Phone`}
          autoComplete="off"
          description={t`With the country code, e.g. +90 532 123 45 67.`}
        />
        {account.identityNumber ? null : (
          <FormTextField
            form={form}
            name="passportNumber"
            label={t`Passport number`}
            maxLength={24}
            autoComplete="off"
            description={t`Required for members who are not Turkish citizens.`}
          />
        )}
      </FormGrid>
      <h3 className={styles.section}>
        <Trans>Place, languages and membership</Trans>
      </h3>
      <FormGrid columns={2}>
        <PlaceFields form={narrowed<PlaceValues>(form)} />
        <LanguageFields form={narrowed<LanguageValues>(form)} />
        <FormDateField
          control={form.control}
          name="subscriptionEndDate"
          label={t`Membership ends on`}
          description={t`Empty: no membership.`}
        />
        <FormSelect
          form={form}
          name="membershipPackageId"
          label={t`Membership package`}
          options={packageOptions}
          placeholder={t`No package`}
          description={t`Only a coach-level package lets the member coach.`}
        />
      </FormGrid>
      <FormActions>
        <Button variant="secondary" onClick={onClose} disabled={update.isPending}>
          <Trans>Cancel</Trans>
        </Button>
        <Button type="submit" loading={update.isPending}>
          <Trans>Save</Trans>
        </Button>
      </FormActions>
    </form>
  );
}

import { createAccountInputSchema } from '@coach/core/contracts';
import { Button, toast, useLang } from '@coach/kit';
import { FormActions, FormError, FormGrid, FormTextField, RadioChoice, useZodForm } from '@coach/kit/forms';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { useCreateAccount } from '../api/accounts.ts';
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

type Citizenship = 'citizen' | 'foreign';

/**
 * A new account. Without a password the person gets a link by mail to choose one; members give a
 * T.C. identity number, or a passport number when they are not Turkish citizens.
 */
export function CreateAccountForm({
  onClose,
  onSavingChange,
}: {
  onClose: () => void;
  onSavingChange: (saving: boolean) => void;
}) {
  const { t } = useLingui();
  const lang = useLang();
  const create = useCreateAccount();
  const [failure, setFailure] = useState<unknown>(null);
  const [citizenship, setCitizenship] = useState<Citizenship>('citizen');
  const form = useZodForm(createAccountInputSchema, {
    defaultValues: {
      name: '',
      surname: '',
      email: '',
      password: '',
      accountRoleType: 'User',
      phone: '',
      identityNumber: '',
      passportNumber: '',
      countryCode: 'TR',
      stateCode: null,
      city: '',
      languages: [],
      language: lang,
      subscriptionEndDate: null,
    },
  });

  const chooseCitizenship = (next: Citizenship) => {
    setCitizenship(next);
    // Only the document of the chosen kind is sent.
    form.setValue(next === 'citizen' ? 'passportNumber' : 'identityNumber', '');
    form.clearErrors(['identityNumber', 'passportNumber']);
  };

  const submit = form.handleSubmit((input) => {
    setFailure(null);
    onSavingChange(true);
    create.mutate(input, {
      onSuccess: (created) => {
        toast.success(
          created.setPasswordMailed
            ? t`The account of ${created.fullName} was created. A link to choose a password was mailed to ${created.email}.`
            : created.verificationMailed
              ? t`The account of ${created.fullName} was created. A link to verify the address was mailed to ${created.email}; it signs in once verified.`
              : t`The account of ${created.fullName} was created.`,
        );
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
        <FormTextField
          form={form}
          name="email"
          type="email"
          label={t`E-mail address`}
          isRequired
          autoComplete="off"
          description={t`It identifies the account and cannot be changed later.`}
        />
        <RoleField form={narrowed<RoleValues>(form)} />
        <FormTextField
          form={form}
          name="phone"
          type="tel"
          label={t`Phone`}
          autoComplete="off"
          description={t`With the country code, e.g. +90 532 123 45 67.`}
        />
        <FormTextField
          form={form}
          name="password"
          type="password"
          label={t`Password`}
          autoComplete="new-password"
          description={t`Leave it empty to mail the person a link to choose one (valid for 7 days).`}
        />
      </FormGrid>

      <h3 className={styles.section}>
        <Trans>Identity</Trans>
      </h3>
      <RadioChoice
        label={t`Citizenship`}
        value={citizenship}
        onChange={chooseCitizenship}
        options={[
          { value: 'citizen', label: t`Turkish citizen` },
          { value: 'foreign', label: t`Not a Turkish citizen` },
        ]}
      />
      <FormGrid columns={2}>
        {citizenship === 'citizen' ? (
          <FormTextField
            form={form}
            name="identityNumber"
            label={t`T.C. identity number`}
            inputMode="numeric"
            maxLength={14}
            autoComplete="off"
            description={t`Required for members. It cannot be changed later.`}
          />
        ) : (
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
          description={t`Empty: no membership yet.`}
        />
      </FormGrid>
      <FormActions>
        <Button variant="secondary" onClick={onClose} disabled={create.isPending}>
          <Trans>Cancel</Trans>
        </Button>
        <Button type="submit" loading={create.isPending}>
          <Trans>Create the account</Trans>
        </Button>
      </FormActions>
    </form>
  );
}

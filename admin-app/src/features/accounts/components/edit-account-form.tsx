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
import { CorrectIdentityDialog } from './correct-identity-dialog.tsx';
import { FormDateField } from './form-date-field.tsx';
import { PlaceFields, type PlaceValues } from './place-fields.tsx';

/**
 * Changes an account. The e-mail address never changes, and the identity or passport number is
 * fixed at registration: they are shown, not edited. An administrator corrects a mistyped number
 * in its own dialog, with a reason (ADR 0032). An administrator cannot change the role of their
 * own account.
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
  // The correction answers the account as it is now; the edit form keeps its own fields.
  const [document, setDocument] = useState(account);
  const [correcting, setCorrecting] = useState(false);
  const mayCorrect = user?.permissions.includes('accounts.correctIdentity') ?? false;
  const form = useZodForm(updateAccountInputSchema, {
    defaultValues: {
      accountId: account.accountId,
      name: account.name,
      surname: account.surname,
      accountRoleType: account.accountRoleType,
      phone: account.phone ?? '',
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
    <>
      <form onSubmit={submit} noValidate>
        <FormError error={failure} />
        <dl className={styles.facts}>
          <dt className={styles.term}>
            <Trans>E-mail address</Trans>
          </dt>
          <dd className={styles.definition}>{account.email}</dd>
          {document.identityNumber ? (
            <>
              <dt className={styles.term}>
                <Trans>T.C. identity number</Trans>
              </dt>
              <dd className={styles.definition}>{document.identityNumber}</dd>
            </>
          ) : null}
          {document.passportNumber ? (
            <>
              <dt className={styles.term}>
                <Trans>Passport number</Trans>
              </dt>
              <dd className={styles.definition}>{document.passportNumber}</dd>
            </>
          ) : null}
        </dl>
        <div className={styles.factWithAction}>
          <p className={styles.muted}>
            <Trans>The e-mail address and the identity or passport number never change.</Trans>
          </p>
          {mayCorrect && (document.identityNumber || document.passportNumber) ? (
            <Button variant="secondary" onClick={() => setCorrecting(true)}>
              {document.identityNumber ? (
                <Trans>Correct identity number</Trans>
              ) : (
                <Trans>Correct passport number</Trans>
              )}
            </Button>
          ) : null}
        </div>

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
      {/* Outside the form: React passes a portal's events up its tree, so a submit inside
          would submit the edit form too. */}
      {correcting ? (
        <CorrectIdentityDialog
          account={document}
          onCorrected={setDocument}
          onClose={() => setCorrecting(false)}
        />
      ) : null}
    </>
  );
}

import {
  FormCheckboxGroup,
  FormGrid,
  FormTextField,
  RadioChoice,
  TextField,
  useController,
  useWatch,
} from '@coach/kit/forms';
import { PlaceFields, type PlaceForm } from '@coach/kit/pickers';
import { useLingui } from '@lingui/react/macro';
import { useEffect } from 'react';
import { PasswordChecklist } from '../../password/components/password-checklist.tsx';
import type { RegistrationForm } from '../utils/wizard-schema.ts';
import { EmailTakenNotice } from './email-taken-notice.tsx';
import * as styles from './registration.css.ts';

/** The languages one coaches in, by their own names (as the member pages show them). */
const coachingLanguages = [
  { id: 'tr', label: 'Türkçe' },
  { id: 'en', label: 'English' },
] as const;

/**
 * Step 2: who you are, how to sign in, how to reach you, where you live and which languages you
 * coach in. Turkish citizens give their T.C. identity number, others a passport number.
 *
 * Joining with a provider (`identityLabel`), the address is the provider account's and stays as it
 * is, and there is no password to choose: the provider is the way in.
 */
export function PersonalStep({
  form,
  takenEmail,
  identityLabel = null,
}: {
  form: RegistrationForm;
  takenEmail: string | null;
  identityLabel?: string | null;
}) {
  const { t } = useLingui();
  const password = useWatch({ control: form.control, name: 'password' }) ?? '';
  const email = useWatch({ control: form.control, name: 'email' }) ?? '';
  const citizen = useController({ control: form.control, name: 'turkishCitizen' });
  const isCitizen = citizen.field.value;
  const label = identityLabel ?? '';

  // The confirmation is compared with the password: once it has been typed, check it again
  // whenever the password changes, so "do not match" comes and goes as it should.
  const confirmationTouched = form.formState.touchedFields.passwordConfirmation === true;
  // biome-ignore lint/correctness/useExhaustiveDependencies: password is the trigger, not a value used.
  useEffect(() => {
    if (confirmationTouched) void form.trigger('passwordConfirmation');
  }, [password, confirmationTouched, form]);

  return (
    <>
      <fieldset className={styles.fieldset}>
        <legend className={styles.legend}>{t`About you`}</legend>
        <FormGrid columns={2}>
          <FormTextField form={form} name="name" label={t`Name`} autoComplete="given-name" isRequired />
          <FormTextField
            form={form}
            name="surname"
            label={t`Surname`}
            autoComplete="family-name"
            isRequired
          />
        </FormGrid>
        <RadioChoice
          label={t`Are you a citizen of Türkiye?`}
          description={t`Are you a citizen of Türkiye?`}
          value={isCitizen ? 'yes' : 'no'}
          onChange={(answer) => {
            citizen.field.onChange(answer === 'yes');
            form.clearErrors(['identityNumber', 'passportNumber']);
          }}
          options={[
            { value: 'yes', label: t`Yes: I give my T.C. identity number` },
            { value: 'no', label: t`No: I give my passport number` },
          ]}
        />
        {isCitizen ? (
          <FormTextField
            form={form}
            name="identityNumber"
            label={t`T.C. identity number`}
            inputMode="numeric"
            autoComplete="off"
            maxLength={11}
            isRequired
            description={t`11 digits. It cannot be changed after registration.`}
          />
        ) : (
          <FormTextField
            form={form}
            name="passportNumber"
            label={t`Passport number`}
            autoComplete="off"
            maxLength={20}
            isRequired
            description={t`As printed in your passport. It cannot be changed after registration.`}
          />
        )}
      </fieldset>

      <fieldset className={styles.fieldset}>
        <legend className={styles.legend}>{t`Signing in`}</legend>
        {identityLabel !== null ? (
          <TextField
            className={styles.readOnlyField}
            label={t`E-mail`}
            name="email"
            type="email"
            value={email}
            readOnly
            hint={t`From your ${label} account`}
            error={form.formState.errors.email?.message}
          />
        ) : (
          <FormTextField
            form={form}
            name="email"
            label={t`E-mail`}
            type="email"
            inputMode="email"
            autoComplete="email"
            isRequired
            description={t`We send a link to this address to verify it. It cannot be changed later.`}
          />
        )}
        {takenEmail !== null && takenEmail === email ? <EmailTakenNotice email={takenEmail} /> : null}
        {identityLabel !== null ? null : (
          <FormGrid columns={2}>
            <FormTextField
              form={form}
              name="password"
              label={t`Password`}
              type="password"
              autoComplete="new-password"
              isRequired
              description={<PasswordChecklist password={password} />}
            />
            <FormTextField
              form={form}
              name="passwordConfirmation"
              label={t`Repeat the password`}
              type="password"
              autoComplete="new-password"
              isRequired
            />
          </FormGrid>
        )}
      </fieldset>

      <fieldset className={styles.fieldset}>
        <legend className={styles.legend}>{t`Contact and place`}</legend>
        <FormTextField
          form={form}
          name="phone"
          label={t`Mobile phone`}
          type="tel"
          inputMode="tel"
          autoComplete="tel"
          placeholder="+90 532 123 45 67"
          isRequired
          description={t`With the country code, e.g. +90 for Türkiye.`}
        />
        <FormGrid columns={2}>
          <PlaceFields form={form as unknown as PlaceForm} isRequired />
        </FormGrid>
      </fieldset>

      <FormCheckboxGroup
        form={form}
        name="languages"
        label={t`Coaching languages`}
        description={t`The languages you coach and are coached in: at least one.`}
        options={coachingLanguages}
        orientation="horizontal"
        isRequired
      />
    </>
  );
}

import type { OwnProfile } from '@coach/core/contracts';
import { Button, Card, toast } from '@coach/kit';
import {
  applyServerErrors,
  FormActions,
  FormError,
  FormGrid,
  FormTextArea,
  FormTextField,
  lazySchema,
  useZodForm,
} from '@coach/kit/forms';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { profileInputOf, useUpdateProfile } from '../api/own-profile.ts';
import { PlaceFields } from './place-fields.tsx';
import * as styles from './settings.css.ts';

// The profile's check (zod, the contracts, libphonenumber's metadata for the phone: about 75 KiB
// gzip) comes when the member reaches for the form, not with the page that opens on it (issue 30).
const profileSchema = lazySchema(() => import('./profile-fields.ts').then((m) => m.profileFieldsSchema));

/**
 * Settings → profile: what others read about the member (bio, place) and how to reach them
 * (address, phone). Name, e-mail and identity number are shown but never changed here.
 */
export function ProfileSection({ profile }: { profile: OwnProfile }) {
  const { t } = useLingui();
  const save = useUpdateProfile();
  const [failure, setFailure] = useState<unknown>(null);
  const form = useZodForm(profileSchema, {
    defaultValues: {
      bio: profile.bio ?? '',
      address: profile.address ?? '',
      phone: profile.phone ?? '',
      countryCode: profile.place.countryCode,
      stateCode: profile.place.stateCode,
      city: profile.place.city,
    },
  });

  const submit = form.handleSubmit((fields) => {
    setFailure(null);
    save.mutate(
      { ...profileInputOf(profile), ...fields },
      {
        onSuccess: () => toast.success(t`Your profile was saved.`),
        onError: (error) => {
          if (!applyServerErrors(form, error)) setFailure(error);
        },
      },
    );
  });

  return (
    <div className={styles.section}>
      <Card title={<Trans>Your account</Trans>} headingLevel={2}>
        <dl className={styles.readOnly}>
          <dt className={styles.term}>
            <Trans context="full name">Name</Trans>
          </dt>
          <dd className={styles.definition}>{profile.fullName}</dd>
          <dt className={styles.term}>
            <Trans>E-mail</Trans>
          </dt>
          <dd className={styles.definition}>{profile.email}</dd>
          {profile.identityNumber ? (
            <>
              <dt className={styles.term}>
                <Trans>T.C. identity number</Trans>
              </dt>
              <dd className={styles.definition}>{profile.identityNumber}</dd>
            </>
          ) : null}
          {profile.passportNumber ? (
            <>
              <dt className={styles.term}>
                <Trans>Passport number</Trans>
              </dt>
              <dd className={styles.definition}>{profile.passportNumber}</dd>
            </>
          ) : null}
        </dl>
        <p className={styles.muted}>
          <Trans>
            Your e-mail address and identity number cannot be changed. Ask an administrator to correct your
            name.
          </Trans>
        </p>
      </Card>
      <Card title={<Trans>Profile</Trans>} headingLevel={2}>
        <form
          className={styles.form}
          onSubmit={submit}
          onFocus={profileSchema.preload}
          noValidate
          aria-busy={save.isPending}
        >
          <FormError error={failure} />
          <FormTextArea
            form={form}
            name="bio"
            label={t`About you`}
            description={t`Other members read this on your profile: your coaching background and interests.`}
            rows={5}
            maxLength={1000}
          />
          <FormGrid columns={2}>
            <PlaceFields form={form} />
          </FormGrid>
          <FormTextArea form={form} name="address" label={t`Address`} rows={2} maxLength={500} />
          <FormTextField
            form={form}
            name="phone"
            label={t`Phone`}
            type="tel"
            autoComplete="tel"
            description={t`With the country code, for example +90 532 123 45 67.`}
          />
          <FormActions>
            <Button type="submit" loading={save.isPending}>
              <Trans>Save profile</Trans>
            </Button>
          </FormActions>
        </form>
      </Card>
    </div>
  );
}

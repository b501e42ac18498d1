import { useLang } from '@coach/kit';
import { FormLazyComboBox, FormTextField } from '@coach/kit/forms';
import { useLingui } from '@lingui/react/macro';
import { useEffect, useMemo, useRef } from 'react';
import { useCities, useCountries, useStates } from '../api/location.ts';
import type { ProfileFieldsForm } from './profile-fields.ts';

/**
 * Country → state → city, each chosen from the location data by typing. Choosing another country
 * clears the state and the city; another state clears the city. Where the data lists no states
 * (or no cities), the city is typed freely, as the server accepts it there. The combo boxes are
 * the browser's inputs until the form is reached for (`FormLazyComboBox`), so the settings page
 * opens on them without react-aria (issue 30).
 */
export function PlaceFields({ form }: { form: ProfileFieldsForm }) {
  const { t } = useLingui();
  const lang = useLang();
  const countryCode = form.watch('countryCode') ?? null;
  const stateCode = form.watch('stateCode') ?? null;
  const countries = useCountries(lang);
  const states = useStates(countryCode);
  const cities = useCities(stateCode);

  // A change of the country (or the state) by the person, not the first values, clears what lies below.
  const shown = useRef({ countryCode, stateCode });
  useEffect(() => {
    if (shown.current.countryCode !== countryCode) {
      form.setValue('stateCode', null);
      form.setValue('city', null);
    } else if (shown.current.stateCode !== stateCode) {
      form.setValue('city', null);
    }
    shown.current = { countryCode, stateCode };
  }, [countryCode, stateCode, form]);

  const countryOptions = useMemo(
    () =>
      (countries.data ?? []).map((country) => ({
        id: country.countryId,
        label: lang === 'en' ? country.nameEn : country.nameTr,
      })),
    [countries.data, lang],
  );
  const stateOptions = useMemo(
    () => (states.data ?? []).map((state) => ({ id: state.stateId, label: state.name })),
    [states.data],
  );
  const cityOptions = useMemo(
    () => (cities.data ?? []).map((city) => ({ id: city.name, label: city.name })),
    [cities.data],
  );

  const country = countries.data?.find((candidate) => candidate.countryId === countryCode);
  const state = states.data?.find((candidate) => candidate.stateId === stateCode);
  const hasStates = country?.hasStates ?? true;
  const citiesListed = hasStates ? (state?.hasCities ?? true) : false;

  return (
    <>
      <FormLazyComboBox
        // The chosen country's name shows once the list has come.
        key={`countries-${countryOptions.length}`}
        form={form}
        name="countryCode"
        label={t`Country`}
        options={countryOptions}
        isDisabled={countries.isPending}
        emptyText={t`No country matches what you typed.`}
      />
      {countryCode && hasStates ? (
        <FormLazyComboBox
          // A new list of options for each country.
          key={`states-${countryCode}-${stateOptions.length}`}
          form={form}
          name="stateCode"
          label={countryCode === 'TR' ? t`Province` : t`State or region`}
          options={stateOptions}
          isDisabled={states.isPending}
          emptyText={t`No place matches what you typed.`}
        />
      ) : null}
      {countryCode && (!hasStates || stateCode) ? (
        citiesListed ? (
          <FormLazyComboBox
            key={`cities-${stateCode}-${cityOptions.length}`}
            form={form}
            name="city"
            label={countryCode === 'TR' ? t`District` : t`City`}
            options={cityOptions}
            isDisabled={cities.isPending}
            emptyText={t`No place matches what you typed.`}
          />
        ) : (
          <FormTextField
            form={form}
            name="city"
            label={t`City`}
            autoComplete="address-level2"
            maxLength={100}
          />
        )
      ) : null}
    </>
  );
}

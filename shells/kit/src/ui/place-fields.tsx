import { useLingui } from '@lingui/react/macro';
import { useEffect, useRef } from 'react';
import { type UseFormReturn, useWatch } from 'react-hook-form';
import { FormComboBox } from '../forms/form-select.tsx';
import { FormTextField } from '../forms/form-text-field.tsx';
import { useLang } from '../i18n/use-lang.ts';
import { useCities, useCountries, useStates } from './location-queries.ts';

/** The place fields of a form (`countryCode`, `stateCode`, `city`), as the account contracts name them. */
export type PlaceValues = {
  countryCode?: string | null | undefined;
  stateCode?: string | null | undefined;
  city?: string | null | undefined;
};

/**
 * A form seen through its place fields only. A form of more fields is passed with a cast
 * (`form as unknown as PlaceForm`): react-hook-form's types cannot narrow a form to some of its fields.
 */
export type PlaceForm = UseFormReturn<PlaceValues, unknown, unknown>;

/**
 * Country → state → city, each chosen from the location data by typing (the server checks the
 * same). A new country clears the state and the city, a new state the city; the values a form
 * opens with stay. Where the data lists no states, or no cities below a state, the city is typed
 * freely, as the server takes it then. In Turkey the levels are called province and district.
 */
export function PlaceFields({ form, isRequired }: { form: PlaceForm; isRequired?: boolean }) {
  const { t } = useLingui();
  const lang = useLang();
  const countryCode = useWatch({ control: form.control, name: 'countryCode' }) || null;
  const stateCode = useWatch({ control: form.control, name: 'stateCode' }) || null;
  const countries = useCountries(lang);
  const states = useStates(countryCode);
  const cities = useCities(stateCode);
  useClearBelow(form, countryCode, belowCountry);
  useClearBelow(form, stateCode, belowState);

  const country = countries.data?.find((candidate) => candidate.countryId === countryCode);
  const state = states.data?.find((candidate) => candidate.stateId === stateCode);
  const hasStates = country?.hasStates ?? true;
  const citiesListed = hasStates && (state?.hasCities ?? false);
  const inTurkey = countryCode === 'TR';
  const countryOptions = (countries.data ?? []).map((candidate) => ({
    id: candidate.countryId,
    label: lang === 'en' ? candidate.nameEn : candidate.nameTr,
  }));
  const cityLabel = inTurkey ? t`District` : t`City`;

  return (
    <>
      <FormComboBox
        // The chosen country's name shows once the list has come.
        key={`countries-${countryOptions.length}`}
        form={form}
        name="countryCode"
        label={t`Country`}
        options={countryOptions}
        isDisabled={countries.isPending}
        isRequired={isRequired}
        emptyText={t`No country matches what you typed.`}
      />
      {hasStates ? (
        <FormComboBox
          key={`states-${countryCode}-${states.data?.length ?? 0}`}
          form={form}
          name="stateCode"
          label={inTurkey ? t`Province` : t`State or region`}
          options={(states.data ?? []).map((candidate) => ({ id: candidate.stateId, label: candidate.name }))}
          isDisabled={countryCode === null || states.isPending}
          isRequired={isRequired}
          description={countryCode === null ? t`Choose a country first.` : undefined}
          emptyText={t`No place matches what you typed.`}
        />
      ) : null}
      {citiesListed ? (
        <FormComboBox
          key={`cities-${stateCode}-${cities.data?.length ?? 0}`}
          form={form}
          name="city"
          label={cityLabel}
          options={(cities.data ?? []).map((candidate) => ({ id: candidate.name, label: candidate.name }))}
          isDisabled={cities.isPending}
          isRequired={isRequired}
          emptyText={t`No place matches what you typed.`}
        />
      ) : (
        <FormTextField
          form={form}
          name="city"
          label={cityLabel}
          autoComplete="address-level2"
          maxLength={100}
          isRequired={isRequired}
          isDisabled={countryCode === null || (hasStates && stateCode === null)}
        />
      )}
    </>
  );
}

const belowCountry = ['stateCode', 'city'] as const;
const belowState = ['city'] as const;

/** Clears the fields below a choice when the choice changes (not when the form opens with it). */
function useClearBelow(form: PlaceForm, value: string | null, below: readonly ('stateCode' | 'city')[]) {
  const previous = useRef(value);
  useEffect(() => {
    if (previous.current === value) return;
    previous.current = value;
    for (const name of below) form.setValue(name, null, { shouldDirty: true });
  }, [form, value, below]);
}

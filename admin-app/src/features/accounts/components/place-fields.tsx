import { useLang } from '@coach/kit';
import { FormTextField, type UseFormReturn, useWatch } from '@coach/kit/forms';
import { FormComboBox } from '@coach/kit/pickers';
import { useLingui } from '@lingui/react/macro';
import { useEffect, useRef } from 'react';
import { useCities, useCountries, useStates } from '../api/locations.ts';

/** The place fields both account forms share (`countryCode`, `stateCode`, `city`). */
export type PlaceValues = {
  countryCode?: string | null | undefined;
  stateCode?: string | null | undefined;
  city?: string | null | undefined;
};

/**
 * Country → state → city, each chosen from the location data (the server checks the same). A new
 * country clears the state and the city, a new state the city. Where the data lists no states or
 * no cities below a choice, the city is typed freely, as the server takes it then.
 */
export function PlaceFields({ form }: { form: UseFormReturn<PlaceValues, unknown, unknown> }) {
  const { t } = useLingui();
  const lang = useLang();
  const countryCode = useWatch({ control: form.control, name: 'countryCode' }) ?? null;
  const stateCode = useWatch({ control: form.control, name: 'stateCode' }) ?? null;
  const countries = useCountries(lang);
  const states = useStates(countryCode);
  const cities = useCities(stateCode);
  useClearBelow(form, countryCode, belowCountry);
  useClearBelow(form, stateCode, belowState);

  const country = countries.data?.find((candidate) => candidate.countryId === countryCode);
  const state = states.data?.find((candidate) => candidate.stateId === stateCode);
  const countryOptions = (countries.data ?? []).map((candidate) => ({
    id: candidate.countryId,
    label: lang === 'en' ? candidate.nameEn : candidate.nameTr,
  }));
  const hasStates = country?.hasStates ?? true;
  const citiesListed = state?.hasCities ?? false;

  return (
    <>
      <FormComboBox
        form={form}
        name="countryCode"
        label={t`Country`}
        options={countryOptions}
        emptyText={t`No country matches.`}
        isDisabled={countries.isPending}
      />
      {hasStates ? (
        <FormComboBox
          key={`states-${countryCode}-${states.data?.length ?? 0}`}
          form={form}
          name="stateCode"
          label={t`Province or state`}
          options={(states.data ?? []).map((candidate) => ({ id: candidate.stateId, label: candidate.name }))}
          emptyText={t`No province or state matches.`}
          isDisabled={countryCode === null || states.isPending}
          description={countryCode === null ? t`Choose a country first.` : undefined}
        />
      ) : null}
      {citiesListed ? (
        <FormComboBox
          key={`cities-${stateCode}-${cities.data?.length ?? 0}`}
          form={form}
          name="city"
          label={t`District or city`}
          options={(cities.data ?? []).map((candidate) => ({ id: candidate.name, label: candidate.name }))}
          emptyText={t`No district or city matches.`}
          isDisabled={cities.isPending}
        />
      ) : (
        <FormTextField
          form={form}
          name="city"
          label={t`District or city`}
          maxLength={100}
          isDisabled={countryCode === null || (hasStates && stateCode === null)}
        />
      )}
    </>
  );
}

const belowCountry = ['stateCode', 'city'] as const;
const belowState = ['city'] as const;

/** Clears the fields below a choice when the choice changes (not when the form opens with it). */
function useClearBelow(
  form: UseFormReturn<PlaceValues, unknown, unknown>,
  value: string | null,
  below: readonly ('stateCode' | 'city')[],
) {
  const previous = useRef(value);
  useEffect(() => {
    if (previous.current === value) return;
    previous.current = value;
    for (const name of below) form.setValue(name, null, { shouldDirty: true });
  }, [form, value, below]);
}

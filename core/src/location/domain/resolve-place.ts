import type { FieldIssue } from '../../contracts/field-issues.ts';
import type { Place } from '../../contracts/location.ts';
import { DomainError } from '../../errors/domain-error.ts';
import type { LocationDirectory } from '../../ports/location-directory.ts';

/** A place as an account stores it: codes and a city name, each possibly absent. */
export interface PlaceCodes {
  readonly countryCode: string | null;
  readonly stateCode: string | null;
  readonly city: string | null;
}

/** City names are matched without regard to case, the Turkish way (İ/i, I/ı). */
function sameName(a: string, b: string): boolean {
  return a.toLocaleLowerCase('tr') === b.toLocaleLowerCase('tr');
}

/**
 * Checks a place against the location data and answers it as stored: the city spelt as the data
 * spells it. Each part must belong to the one before it: a state to its country, a city to its
 * state. Where the data lists nothing below a level (a country without states, a state without
 * cities), any city name is taken as typed, so nobody is kept from saying where they live.
 * Refuses with 4034 and `locationInvalid` on the first field that does not fit (`required` on the
 * state when a city comes without the state it lies in).
 */
export async function resolvePlace(
  locations: LocationDirectory,
  place: PlaceCodes,
  fieldNames: { country: string; state: string; city: string } = {
    country: 'countryCode',
    state: 'stateCode',
    city: 'city',
  },
): Promise<PlaceCodes> {
  const refuse = (field: string, key: FieldIssue['key'] = 'locationInvalid'): never => {
    const issue: FieldIssue = { key, params: {} };
    throw new DomainError('validationFailed', { fields: { [field]: issue } });
  };
  const { countryCode, stateCode, city } = place;
  if (countryCode === null) {
    if (stateCode !== null) refuse(fieldNames.state);
    if (city !== null) refuse(fieldNames.city);
    return { countryCode: null, stateCode: null, city: null };
  }
  const country = await locations.country(countryCode);
  if (!country) return refuse(fieldNames.country);
  if (stateCode === null) {
    // Where the country has states, a city is chosen within one.
    if (city !== null && country.hasStates) refuse(fieldNames.state, 'required');
    return { countryCode: country.countryId, stateCode: null, city };
  }
  const state = await locations.state(stateCode);
  if (!state || state.countryId !== country.countryId) return refuse(fieldNames.state);
  if (city === null || !state.hasCities)
    return { countryCode: country.countryId, stateCode: state.stateId, city };
  const cities = (await locations.citiesOf(state.stateId)) ?? [];
  const known = cities.find((candidate) => sameName(candidate.name, city));
  if (!known) return refuse(fieldNames.city);
  return { countryCode: country.countryId, stateCode: state.stateId, city: known.name };
}

/** The names to show for a stored place; a code the data no longer knows shows as unknown. */
export async function describePlace(locations: LocationDirectory, place: PlaceCodes): Promise<Place> {
  const country = place.countryCode ? await locations.country(place.countryCode) : null;
  const state = place.stateCode ? await locations.state(place.stateCode) : null;
  return {
    countryCode: place.countryCode,
    countryNameTr: country?.nameTr ?? null,
    countryNameEn: country?.nameEn ?? null,
    stateCode: place.stateCode,
    stateName: state?.name ?? null,
    city: place.city,
  };
}

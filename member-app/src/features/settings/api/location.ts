import type { Lang } from '@coach/kit';
import { api, unwrap, useQuery } from '@coach/kit/query';

// Location data changes with a package update only: kept for the whole visit once asked for.
const forever = { staleTime: Number.POSITIVE_INFINITY, gcTime: Number.POSITIVE_INFINITY };

/** `GET /api/countries`: every country, sorted by its name in the page's language. */
export function useCountries(lang: Lang) {
  return useQuery({
    queryKey: ['location', 'countries', lang],
    queryFn: () => unwrap(api.api.countries.$get({ query: { language: lang } })),
    ...forever,
  });
}

/** `GET /api/states/{countryId}`: the states of the chosen country (none asked for without one). */
export function useStates(countryId: string | null) {
  return useQuery({
    queryKey: ['location', 'states', countryId],
    queryFn: () => unwrap(api.api.states[':countryId'].$get({ param: { countryId: countryId ?? '' } })),
    enabled: countryId !== null,
    ...forever,
  });
}

/** `GET /api/cities/{stateId}`: the cities (in Turkey the districts) of the chosen state. */
export function useCities(stateId: string | null) {
  return useQuery({
    queryKey: ['location', 'cities', stateId],
    queryFn: () => unwrap(api.api.cities[':stateId'].$get({ param: { stateId: stateId ?? '' } })),
    enabled: stateId !== null,
    ...forever,
  });
}

import type { Lang } from '@coach/kit';
import { api, unwrap, useQuery } from '@coach/kit/query';

// The location calls (open to everyone) the account form's place fields need. The data changes
// only with a new release of the data package, so what was read once is kept for the session.

const forever = { staleTime: Number.POSITIVE_INFINITY, gcTime: Number.POSITIVE_INFINITY } as const;

/** `GET /api/countries`: every country, sorted by its name in `lang`. */
export function useCountries(lang: Lang) {
  return useQuery({
    queryKey: ['locations', 'countries', lang],
    queryFn: () => unwrap(api.api.countries.$get({ query: { language: lang } })),
    ...forever,
  });
}

/** `GET /api/states/{countryId}`, once a country is chosen. */
export function useStates(countryId: string | null) {
  return useQuery({
    queryKey: ['locations', 'states', countryId],
    queryFn: () => unwrap(api.api.states[':countryId'].$get({ param: { countryId: countryId ?? '' } })),
    enabled: countryId !== null,
    ...forever,
  });
}

/** `GET /api/cities/{stateId}`, once a state is chosen. */
export function useCities(stateId: string | null) {
  return useQuery({
    queryKey: ['locations', 'cities', stateId],
    queryFn: () => unwrap(api.api.cities[':stateId'].$get({ param: { stateId: stateId ?? '' } })),
    enabled: stateId !== null,
    ...forever,
  });
}

import type { City, Country, State } from '@coach/core/contracts';
import { answer } from '@coach/kit/mocks/handlers.ts';
import { http } from 'msw';

// msw handlers for the location calls the registration's place fields make: a few countries,
// states and cities, enough to walk every branch (a country without states: Gibraltar).

export const countries: Country[] = [
  { countryId: 'DE', nameTr: 'Almanya', nameEn: 'Germany', hasStates: true },
  { countryId: 'GI', nameTr: 'Cebelitarık', nameEn: 'Gibraltar', hasStates: false },
  { countryId: 'TR', nameTr: 'Türkiye', nameEn: 'Türkiye', hasStates: true },
];
export const states: State[] = [
  { stateId: 'TR-06', countryId: 'TR', name: 'Ankara', hasCities: true },
  { stateId: 'TR-34', countryId: 'TR', name: 'İstanbul', hasCities: true },
  { stateId: 'DE-BY', countryId: 'DE', name: 'Bayern', hasCities: true },
];
export const cities: City[] = [
  { name: 'Çankaya', stateId: 'TR-06' },
  { name: 'Keçiören', stateId: 'TR-06' },
  { name: 'Kadıköy', stateId: 'TR-34' },
  { name: 'Üsküdar', stateId: 'TR-34' },
  { name: 'München', stateId: 'DE-BY' },
];

export const locationHandlers = [
  http.get('*/api/countries', ({ request }) => answer(request, 200, 'done', countries)),
  http.get('*/api/states/:countryId', ({ request, params }) => {
    if (!countries.some((country) => country.countryId === params.countryId))
      return answer(request, 404, 'recordNotFound');
    return answer(
      request,
      200,
      'done',
      states.filter((state) => state.countryId === params.countryId),
    );
  }),
  http.get('*/api/cities/:stateId', ({ request, params }) => {
    if (!states.some((state) => state.stateId === params.stateId))
      return answer(request, 404, 'recordNotFound');
    return answer(
      request,
      200,
      'done',
      cities.filter((city) => city.stateId === params.stateId),
    );
  }),
];

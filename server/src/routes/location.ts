import { getCountryDivision } from '@coach/core/location/get-country-division';
import { listCities, listCitiesOfState } from '@coach/core/location/list-cities';
import { listCountries } from '@coach/core/location/list-countries';
import { listStates, listStatesOfCountry } from '@coach/core/location/list-states';
import { endpoint } from '../http/endpoint.ts';
import { createRouter } from '../http/router.ts';

/** Countries, states and cities for address forms: open to everyone, the same for everybody. */
export function locationRoutes() {
  return createRouter()
    .openapi(...endpoint('get', '/countrydivision', getCountryDivision))
    .openapi(...endpoint('get', '/countries', listCountries))
    .openapi(...endpoint('get', '/states', listStates))
    .openapi(...endpoint('get', '/states/{countryId}', listStatesOfCountry))
    .openapi(...endpoint('get', '/cities', listCities))
    .openapi(...endpoint('get', '/cities/{stateId}', listCitiesOfState));
}

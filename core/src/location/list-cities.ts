import { noInput } from '../contracts/common.ts';
import { citiesOfStateInputSchema, cityListSchema } from '../contracts/location.ts';
import { DomainError } from '../errors/domain-error.ts';
import { defineUseCase } from '../shared/use-case.ts';
import { homeCountryId } from './domain/home-country.ts';

export const listCitiesOfState = defineUseCase({
  name: 'location.citiesOfState',
  summary: 'The cities (in Turkey: the districts) of a state (ISO 3166-2, e.g. TR-34), sorted by name',
  access: 'public',
  input: citiesOfStateInputSchema,
  output: cityListSchema,
  errors: ['recordNotFound'],
  async run({ ctx, input }) {
    const cities = await ctx.locations.citiesOf(input.stateId);
    if (!cities) throw new DomainError('recordNotFound');
    return [...cities];
  },
});

/**
 * Every district of Turkey, each with its province. All cities of the world would be some
 * 150,000 names; other countries' cities are asked for state by state.
 */
export const listCities = defineUseCase({
  name: 'location.cities',
  summary: "Every district of Turkey with its province's code; other countries' cities come per state",
  access: 'public',
  input: noInput,
  output: cityListSchema,
  errors: [],
  async run({ ctx }) {
    const states = (await ctx.locations.statesOf(homeCountryId)) ?? [];
    const cities = await Promise.all(states.map((state) => ctx.locations.citiesOf(state.stateId)));
    return cities.flatMap((list) => list ?? []);
  },
});

import { countryDivisionQuerySchema, countryDivisionSchema } from '../contracts/location.ts';
import { DomainError } from '../errors/domain-error.ts';
import { defineUseCase } from '../shared/use-case.ts';
import { sortCountries } from './domain/sort-countries.ts';

/**
 * What an address form needs to show a chosen place in one call: the countries, the states of
 * the chosen country and the cities of the chosen state. Choosing another country or state then
 * asks `states/{countryId}` or `cities/{stateId}`.
 */
export const getCountryDivision = defineUseCase({
  name: 'location.countryDivision',
  summary: 'Countries, the states of `countryId` (TR unless given) and the cities of `stateId` (if given)',
  access: 'public',
  input: countryDivisionQuerySchema,
  output: countryDivisionSchema,
  errors: ['recordNotFound'],
  async run({ ctx, input }) {
    const states = await ctx.locations.statesOf(input.countryId);
    if (!states) throw new DomainError('recordNotFound');
    const state = input.stateId ? await ctx.locations.state(input.stateId) : null;
    if (input.stateId && state?.countryId !== input.countryId) throw new DomainError('recordNotFound');
    return {
      countries: sortCountries(await ctx.locations.countries(), input.language),
      countryId: input.countryId,
      states: [...states],
      stateId: state?.stateId ?? null,
      cities: state ? [...((await ctx.locations.citiesOf(state.stateId)) ?? [])] : [],
    };
  },
});

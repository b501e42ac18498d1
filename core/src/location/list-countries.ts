import { countryListQuerySchema, countryListSchema } from '../contracts/location.ts';
import { defineUseCase } from '../shared/use-case.ts';
import { sortCountries } from './domain/sort-countries.ts';

export const listCountries = defineUseCase({
  name: 'location.countries',
  summary: 'Every country with its Turkish and English name, sorted by the name in `language`',
  access: 'public',
  input: countryListQuerySchema,
  output: countryListSchema,
  errors: [],
  async run({ ctx, input }) {
    return sortCountries(await ctx.locations.countries(), input.language);
  },
});

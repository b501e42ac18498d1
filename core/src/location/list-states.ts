import { noInput } from '../contracts/common.ts';
import { stateListSchema, statesOfCountryInputSchema } from '../contracts/location.ts';
import { DomainError } from '../errors/domain-error.ts';
import { defineUseCase } from '../shared/use-case.ts';
import { homeCountryId } from './domain/home-country.ts';

export const listStatesOfCountry = defineUseCase({
  name: 'location.statesOfCountry',
  summary: 'The states of a country (ISO 3166-1 alpha-2), sorted by name',
  access: 'public',
  input: statesOfCountryInputSchema,
  output: stateListSchema,
  errors: ['recordNotFound'],
  async run({ ctx, input }) {
    const states = await ctx.locations.statesOf(input.countryId);
    if (!states) throw new DomainError('recordNotFound');
    return [...states];
  },
});

export const listStates = defineUseCase({
  name: 'location.states',
  summary: "Turkey's 81 provinces (the states of the home country), sorted by name",
  access: 'public',
  input: noInput,
  output: stateListSchema,
  errors: [],
  async run({ ctx }) {
    return [...((await ctx.locations.statesOf(homeCountryId)) ?? [])];
  },
});

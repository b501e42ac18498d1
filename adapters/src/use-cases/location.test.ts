import {
  execute,
  getCountryDivision,
  listCities,
  listCitiesOfState,
  listCountries,
  listStates,
  listStatesOfCountry,
} from '@coach/core';
import { describe, expect, it } from 'vitest';
import { testContext } from '../testing/test-context.ts';

// Location calls are open to everyone: every test asks as nobody signed in.
const visitor = testContext().anonymous;
const names = (list: readonly { name: string }[]) => list.map((item) => item.name);

describe('the location calls', () => {
  it("answers Turkey's 81 provinces without a country, and its districts with their province", async () => {
    const states = await execute(listStates, visitor, {});
    expect(states).toHaveLength(81);
    expect(states[0]).toEqual({ stateId: 'TR-01', countryId: 'TR', name: 'Adana', hasCities: true });
    const cities = await execute(listCities, visitor, {});
    expect(cities.length).toBeGreaterThan(970);
    expect(cities.filter((city) => city.stateId === 'TR-34')).toHaveLength(39);
    expect(cities).toContainEqual({ name: 'Çankaya', stateId: 'TR-06' });
  });

  it('answers the states of a country and the cities of a state, in any case of the code', async () => {
    expect(names(await execute(listStatesOfCountry, visitor, { countryId: 'tr' }))).toContain('Şanlıurfa');
    const ankara = await execute(listCitiesOfState, visitor, { stateId: 'tr-06' });
    expect(ankara).toHaveLength(25);
    expect(names(ankara)).toContain('Çankaya');
    expect(names(await execute(listCitiesOfState, visitor, { stateId: 'US-CA' }))).toContain('Los Angeles');
  });

  it('sorts countries by the name in the asked language, with its collation', async () => {
    const turkish = names(
      (await execute(listCountries, visitor, { language: 'tr' })).map((country) => ({
        name: country.nameTr,
      })),
    );
    // Turkish: Ç after C, Ü after U, İ after I.
    expect(turkish.indexOf('Cezayir')).toBeLessThan(turkish.indexOf('Çad'));
    expect(turkish.indexOf('Çin')).toBeLessThan(turkish.indexOf('Danimarka'));
    expect(turkish.indexOf('Uruguay')).toBeLessThan(turkish.indexOf('Ürdün'));
    expect(turkish.indexOf('Irak')).toBeLessThan(turkish.indexOf('İran'));
    const english = (await execute(listCountries, visitor, { language: 'en' })).map(
      (country) => country.nameEn,
    );
    expect(english.indexOf('Germany')).toBeLessThan(english.indexOf('Türkiye'));
    expect(english.indexOf('Chad')).toBeLessThan(english.indexOf('China'));
  });

  it('gives a form what it needs in one call: countries, the states of the country, the cities of the state', async () => {
    const turkey = await execute(getCountryDivision, visitor, {});
    expect(turkey).toMatchObject({ countryId: 'TR', stateId: null, cities: [] });
    expect(turkey.states).toHaveLength(81);
    expect(turkey.countries.length).toBeGreaterThan(240);
    const istanbul = await execute(getCountryDivision, visitor, { countryId: 'TR', stateId: 'TR-34' });
    expect(istanbul.stateId).toBe('TR-34');
    expect(istanbul.cities).toHaveLength(39);
    expect(names(istanbul.cities)).toEqual(expect.arrayContaining(['Kadıköy', 'Üsküdar', 'Şile']));
    const california = await execute(getCountryDivision, visitor, { countryId: 'US', stateId: 'US-CA' });
    expect(names(california.states)).toContain('California');
  });

  it.each([
    ['states/{countryId}', listStatesOfCountry, { countryId: 'ZZ' }, 4002],
    ['cities/{stateId}', listCitiesOfState, { stateId: 'TR-82' }, 4002],
    ['countrydivision', getCountryDivision, { countryId: 'TR', stateId: 'US-CA' }, 4002],
    ['countrydivision', getCountryDivision, { countryId: 'XX' }, 4002],
    ['states/{countryId}', listStatesOfCountry, { countryId: 'Turkey' }, 4034],
    ['cities/{stateId}', listCitiesOfState, { stateId: 'İstanbul' }, 4034],
    ['countries', listCountries, { language: 'de' }, 4034],
  ] as const)(
    '%s answers %o with %i (unknown: 4002, malformed: 4034)',
    async (_path, useCase, input, code) => {
      await expect(execute(useCase as typeof listStatesOfCountry, visitor, input)).rejects.toMatchObject({
        code,
      });
    },
  );
});

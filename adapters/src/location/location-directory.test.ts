import { countryIdSchema, stateIdSchema } from '@coach/core';
import { describe, expect, it } from 'vitest';
import { createLocationDirectory } from './location-directory.ts';

const locations = createLocationDirectory();
const names = <T extends { name: string }>(list: readonly T[] | null) =>
  (list ?? []).map((item) => item.name);

describe('the location directory', () => {
  it("lists Turkey's 81 provinces as TR-01 … TR-81, spelt in Turkish and sorted the Turkish way", async () => {
    const provinces = (await locations.statesOf('TR')) ?? [];
    expect(provinces).toHaveLength(81);
    expect(new Set(provinces.map((state) => state.stateId))).toEqual(
      new Set(Array.from({ length: 81 }, (_, index) => `TR-${String(index + 1).padStart(2, '0')}`)),
    );
    expect(provinces.find((state) => state.stateId === 'TR-34')).toEqual({
      stateId: 'TR-34',
      countryId: 'TR',
      name: 'İstanbul',
      hasCities: true,
    });
    expect(names(provinces)).toEqual(
      expect.arrayContaining(['Şanlıurfa', 'Çanakkale', 'Iğdır', 'Muğla', 'Kırşehir']),
    );
    // Turkish order: Çanakkale after Bursa and before Çankırı; Iğdır before Isparta, İstanbul after both.
    const order = names(provinces);
    expect(order.indexOf('Bursa')).toBeLessThan(order.indexOf('Çanakkale'));
    expect(order.indexOf('Iğdır')).toBeLessThan(order.indexOf('Isparta'));
    expect(order.indexOf('Isparta')).toBeLessThan(order.indexOf('İstanbul'));
    expect(order.at(-1)).toBe('Zonguldak');
  });

  it('gives İstanbul its 39 districts and Ankara its 25, with Turkish letters', async () => {
    const istanbul = await locations.citiesOf('TR-34');
    expect(istanbul).toHaveLength(39);
    expect(names(istanbul)).toEqual(
      expect.arrayContaining(['Kadıköy', 'Üsküdar', 'Şişli', 'Beşiktaş', 'Çatalca']),
    );
    const ankara = await locations.citiesOf('TR-06');
    expect(ankara).toHaveLength(25);
    expect(names(ankara)).toEqual(
      expect.arrayContaining(['Çankaya', 'Keçiören', 'Gölbaşı', 'Şereflikoçhisar']),
    );
    expect(ankara?.every((city) => city.stateId === 'TR-06')).toBe(true);
  });

  it('names countries in Turkish and English, and says which have states', async () => {
    expect(await locations.country('TR')).toEqual({
      countryId: 'TR',
      nameTr: 'Türkiye',
      nameEn: 'Türkiye',
      hasStates: true,
    });
    expect(await locations.country('DE')).toMatchObject({ nameTr: 'Almanya', nameEn: 'Germany' });
    expect(await locations.country('GI')).toMatchObject({ hasStates: false });
    const countries = await locations.countries();
    expect(countries.length).toBeGreaterThan(240);
    for (const country of countries) expect(countryIdSchema.safeParse(country.countryId).success).toBe(true);
  });

  it('serves other countries from the world data, with ISO 3166-2 state codes', async () => {
    expect(await locations.state('US-CA')).toEqual({
      stateId: 'US-CA',
      countryId: 'US',
      name: 'California',
      hasCities: true,
    });
    expect(names(await locations.citiesOf('US-CA'))).toEqual(
      expect.arrayContaining(['Los Angeles', 'San Francisco']),
    );
    expect(names(await locations.statesOf('DE'))).toContain('Baden-Württemberg');
  });

  it('answers codes it does not know with null, never with an empty guess', async () => {
    expect(await locations.country('ZZ')).toBeNull();
    expect(await locations.statesOf('ZZ')).toBeNull();
    expect(await locations.state('TR-82')).toBeNull();
    expect(await locations.state('US-ZZ')).toBeNull();
    expect(await locations.citiesOf('TR-00')).toBeNull();
    expect(await locations.citiesOf('XX-1')).toBeNull();
  });

  it('has only state codes the API accepts', async () => {
    for (const country of await locations.countries()) {
      for (const state of (await locations.statesOf(country.countryId)) ?? []) {
        expect(stateIdSchema.safeParse(state.stateId).success, state.stateId).toBe(true);
        expect(state.stateId.startsWith(`${country.countryId}-`)).toBe(true);
      }
    }
  });
});

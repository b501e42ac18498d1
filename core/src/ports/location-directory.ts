import type { City, Country, State } from '../contracts/location.ts';

/**
 * Countries, their states and the states' cities, from a maintained data package. Read-only and
 * the same for everybody, so an adapter may load it lazily and keep it in memory. Every method is
 * asynchronous for that reason: the first call may load the data.
 */
export interface LocationDirectory {
  /** Every country, in no particular order (callers sort by the name in their language). */
  countries(): Promise<readonly Country[]>;
  /** The country of an ISO 3166-1 alpha-2 code, or null when there is none. */
  country(countryId: string): Promise<Country | null>;
  /** The states of a country sorted by name, or null when the country is unknown. */
  statesOf(countryId: string): Promise<readonly State[] | null>;
  /** The state of an ISO 3166-2 code (`TR-34`), or null when there is none. */
  state(stateId: string): Promise<State | null>;
  /** The cities of a state sorted by name, or null when the state is unknown. */
  citiesOf(stateId: string): Promise<readonly City[] | null>;
}

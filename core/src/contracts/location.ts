import { z } from 'zod';
import { languageSchema } from './language.ts';

// Countries, states and cities for address forms and profiles (docs/api.md §4). Identifiers are
// standard codes, so that what an account stores survives an update of the data package:
// a country is its ISO 3166-1 alpha-2 code (`TR`), a state its ISO 3166-2 code (`TR-34`, `US-CA`),
// and a city is its name as the data spells it (`Kadıköy`).

/** ISO 3166-1 alpha-2, upper-case. */
export const countryIdSchema = z
  .string({ error: 'invalidType' })
  .trim()
  .toUpperCase()
  .regex(/^[A-Z]{2}$/, { error: 'locationInvalid' });

/** ISO 3166-2: the country code, a hyphen and its subdivision code (up to four letters and digits, sometimes a second part: `GB-SH-AC`). */
export const stateIdSchema = z
  .string({ error: 'invalidType' })
  .trim()
  .toUpperCase()
  .regex(/^[A-Z]{2}-[A-Z0-9]{1,4}(-[A-Z0-9]{1,3})?$/, { error: 'locationInvalid' });

export const countrySchema = z
  .object({
    countryId: z.string().meta({ description: 'ISO 3166-1 alpha-2, e.g. TR' }),
    nameTr: z.string(),
    nameEn: z.string(),
    /** False for places the data divides no further (e.g. Gibraltar): the form then asks for a city only. */
    hasStates: z.boolean(),
  })
  .meta({ id: 'Country' });
export type Country = z.infer<typeof countrySchema>;

export const stateSchema = z
  .object({
    stateId: z.string().meta({ description: 'ISO 3166-2, e.g. TR-34' }),
    countryId: z.string(),
    /** The local name (Turkish provinces in Turkish: İstanbul, Şanlıurfa). */
    name: z.string(),
    /** False when the data lists no cities for it: the form then takes any city name. */
    hasCities: z.boolean(),
  })
  .meta({ id: 'State' });
export type State = z.infer<typeof stateSchema>;

export const citySchema = z
  .object({
    /** The city's name is its identifier within its state. */
    name: z.string(),
    stateId: z.string(),
  })
  .meta({ id: 'City' });
export type City = z.infer<typeof citySchema>;

export const countryListSchema = z.array(countrySchema).meta({ id: 'CountryList' });
export const stateListSchema = z.array(stateSchema).meta({ id: 'StateList' });
export const cityListSchema = z.array(citySchema).meta({ id: 'CityList' });

/** Countries come sorted by their name in `language` (Turkish collation for tr). */
export const countryListQuerySchema = z.object({ language: languageSchema.default('tr') });

export const statesOfCountryInputSchema = z.object({ countryId: countryIdSchema });
export const citiesOfStateInputSchema = z.object({ stateId: stateIdSchema });

/**
 * What an address form needs in one call: every country, the states of the chosen country
 * (Turkey unless told) and the cities of the chosen state (none unless told).
 */
export const countryDivisionQuerySchema = z
  .object({
    language: languageSchema.default('tr'),
    countryId: countryIdSchema.default('TR'),
    stateId: stateIdSchema.optional(),
  })
  .meta({ id: 'CountryDivisionQuery' });

export const countryDivisionSchema = z
  .object({
    countries: z.array(countrySchema),
    countryId: z.string(),
    states: z.array(stateSchema),
    stateId: z.string().nullable(),
    cities: z.array(citySchema),
  })
  .meta({ id: 'CountryDivision' });
export type CountryDivision = z.infer<typeof countryDivisionSchema>;

/** Where an account is, with the names to show; every part may be unknown. */
export const placeSchema = z
  .object({
    countryCode: z.string().nullable(),
    countryNameTr: z.string().nullable(),
    countryNameEn: z.string().nullable(),
    stateCode: z.string().nullable(),
    stateName: z.string().nullable(),
    city: z.string().nullable(),
  })
  .meta({ id: 'Place' });
export type Place = z.infer<typeof placeSchema>;

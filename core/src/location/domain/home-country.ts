/** The country the product serves first: the lists without a country are Turkey's. */
export const homeCountryId = 'TR';

/**
 * `ILIKE '%search%'` in memory. PostgreSQL lower-cases with the database's locale; `toLocaleLowerCase`
 * without a locale argument is close enough for the tests (İ and I are the known difference).
 */
export function containsIgnoringCase(text: string | null | undefined, search: string): boolean {
  return text?.toLocaleLowerCase().includes(search.toLocaleLowerCase()) ?? false;
}

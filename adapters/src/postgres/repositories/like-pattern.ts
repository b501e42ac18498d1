/**
 * A user's search text as an ILIKE pattern matching it anywhere: `%` and `_` typed by the user
 * match themselves, not "anything" (the default escape character is the backslash).
 */
export function likePattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
}

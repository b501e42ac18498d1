/**
 * Turkish-aware search and order for the in-memory repositories; the SQL twins are in
 * `postgres/repositories/turkish-text.ts`. Both fold and order the same way, which the repository
 * contract checks on every kind.
 */

/**
 * The letters a search folds before lower-casing, each with its plain Latin letter: a member types
 * "sahin", "celik" or "OZTURK" on a keyboard without Turkish letters and expects Şahin, Çelik and
 * Öztürk. I, İ and ı all become i ("IŞIK", "ışık" and "isik" find each other), and the circumflex
 * vowels of loanwords (â, î, û) their plain vowels. The SQL fold translates the same pairs.
 */
export const searchFoldFrom = 'İIıŞşÇçĞğÖöÜüÂâÎîÛû';
export const searchFoldTo = 'iiissccggoouuaaiiuu';
const foldedLetter = new Map(
  [...searchFoldFrom].map((letter, index) => [letter, searchFoldTo[index] as string]),
);
const foldable = new RegExp(`[${searchFoldFrom}]`, 'g');

/** Text as every search compares it: Turkish letters folded to plain ones, then lower case. */
export function foldForSearch(text: string): string {
  return text.replace(foldable, (letter) => foldedLetter.get(letter) as string).toLowerCase();
}

/** The words of a search, folded; at most 5 count, so one request cannot build a huge query. */
export function searchWords(search: string): string[] {
  return foldForSearch(search).split(/\s+/).filter(Boolean).slice(0, 5);
}

/** The Turkish alphabet with the letters it lacks (q, w, x) where English puts them. */
export const turkishAlphabet = 'abcçdefgğhıijklmnoöpqrsştuüvwxyz';
/** 32 ASCII characters in ascending order, one per letter: compared byte by byte ("C" collation). */
export const alphabetRanks = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ[\\]^_`';
const rankOf = new Map([...turkishAlphabet].map((letter, index) => [letter, alphabetRanks[index] as string]));

/**
 * A key whose plain (code unit) order is Turkish alphabetical order: Cem < Çelik < Demir,
 * Ilgaz < İlker, Oya < Ömer. Upper and lower case sort together (Turkish I is the capital of ı).
 */
export function turkishSortKey(text: string): string {
  const lower = text.replace(/I/g, 'ı').replace(/İ/g, 'i').toLowerCase();
  return [...lower].map((character) => rankOf.get(character) ?? character).join('');
}

// How a hosted checkout page shapes what is typed into its card fields: digits only, the card
// number in groups of four, the expiry as MM/YY. The schema strips the spaces again.

const digitsOf = (value: string) => value.replace(/\D/g, '');

/** "5528790000000008" → "5528 7900 0000 0008" (at most 19 digits, the longest card numbers). */
export function formatCardNumber(value: string): string {
  const digits = digitsOf(value).slice(0, 19);
  return digits.replace(/(\d{4})(?=\d)/g, '$1 ');
}

/**
 * Where the caret belongs in the formatted number: after as many digits as stood before it in
 * what was typed, so typing or deleting in the middle does not throw it to the end.
 */
export function caretAfterDigits(formatted: string, digitsBefore: number): number {
  if (digitsBefore <= 0) return 0;
  let seen = 0;
  for (let index = 0; index < formatted.length; index++) {
    if (/\d/.test(formatted[index] ?? '')) seen++;
    if (seen === digitsBefore) return index + 1;
  }
  return formatted.length;
}

export const digitsBeforeCaret = (value: string, caret: number) => digitsOf(value.slice(0, caret)).length;

/**
 * "1228" → "12/28"; a first digit above 1 can only be a month with a leading zero ("4" → "04").
 * The slash comes with the third digit, so deleting back over it works as expected.
 */
export function formatExpiry(value: string): string {
  let digits = digitsOf(value).slice(0, 4);
  if (/^[2-9]/.test(digits)) digits = `0${digits}`.slice(0, 4);
  return digits.length > 2 ? `${digits.slice(0, 2)}/${digits.slice(2)}` : digits;
}

/** The security code: three or four digits. */
export const formatCvc = (value: string) => digitsOf(value).slice(0, 4);

/** An expiry a test card may use: the current month three years on, as MM/YY. */
export function testCardExpiry(now: Date): string {
  const month = String(now.getUTCMonth() + 1).padStart(2, '0');
  const year = String((now.getUTCFullYear() + 3) % 100).padStart(2, '0');
  return `${month}/${year}`;
}

/**
 * Amounts as iyzico writes them, handled as decimal text and never as floating-point numbers:
 * a price goes out as a string ("49.0"), comes back as a JSON number whose digits we keep as
 * they were written (see `parseIyzicoAnswer`), and is signed in its shortest form ("49").
 */

const decimalPattern = /^(\d+)(?:\.(\d+))?$/;

interface DecimalParts {
  /** Without leading zeros ("0" when nothing else is left). */
  readonly whole: string;
  /** Without trailing zeros (possibly empty). */
  readonly fraction: string;
}

function decimalParts(amount: string): DecimalParts {
  const match = decimalPattern.exec(amount.trim());
  if (!match) throw new Error(`Not a decimal amount: "${amount}"`);
  return {
    whole: (match[1] ?? '0').replace(/^0+(?=\d)/, ''),
    fraction: (match[2] ?? '').replace(/0+$/, ''),
  };
}

/** Whether `amount` is a plain non-negative decimal ("49", "49.00"). */
export function isDecimalAmount(amount: string): boolean {
  return decimalPattern.test(amount.trim());
}

/**
 * A price as iyzico's own clients send it: trailing zeros dropped but one decimal kept
 * ("49.00" → "49.0", "49.90" → "49.9"). iyzipay-node `utils.formatPrice` does this, and its
 * unit tests pin "22" → "22.0" and "15.340000" → "15.34".
 */
export function toIyzicoPrice(amount: string): string {
  const { whole, fraction } = decimalParts(amount);
  return `${whole}.${fraction || '0'}`;
}

/**
 * An amount as iyzico puts it into a response signature: Java's
 * `BigDecimal.stripTrailingZeros().toPlainString()` (iyzipay-java `ResponseSignatureGenerator`),
 * so 49.0 → "49" and 49.90 → "49.9". Odoo's iyzico module strips ".0" for the same reason.
 */
export function toSignedAmount(amount: string): string {
  const { whole, fraction } = decimalParts(amount);
  return fraction ? `${whole}.${fraction}` : whole;
}

/** An amount with at least two decimals, as the rest of the platform writes money ("49.0" → "49.00"). */
export function toMoneyAmount(amount: string): string {
  const { whole, fraction } = decimalParts(amount);
  return `${whole}.${fraction.padEnd(2, '0')}`;
}

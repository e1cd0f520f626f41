/**
 * The GS1 mod-10 check digit shared by EAN-8, EAN-13 (GTIN-13) and 18-digit codes (SSCC, and
 * the scales' 18-digit price barcodes).
 */

const DIGITS_ONLY = /^\d+$/;

/**
 * The check digit for `digits` (the code without its check digit). Weights 3 and 1 alternate
 * starting with 3 at the rightmost digit, so one rule serves every length; the check digit
 * brings the weighted sum up to a multiple of 10.
 */
export function eanCheckDigit(digits: string): number {
  if (!DIGITS_ONLY.test(digits)) {
    throw new Error(`A check digit needs a non-empty string of digits, got "${digits}"`);
  }
  let sum = 0;
  for (let fromRight = 0; fromRight < digits.length; fromRight++) {
    const digit = digits.charCodeAt(digits.length - 1 - fromRight) - 48;
    sum += fromRight % 2 === 0 ? digit * 3 : digit;
  }
  return (10 - (sum % 10)) % 10;
}

/** Whether a whole code (at least 2 digits) ends in the right check digit. */
export function hasValidEanCheckDigit(code: string): boolean {
  if (code.length < 2 || !DIGITS_ONLY.test(code)) return false;
  return eanCheckDigit(code.slice(0, -1)) === Number(code.slice(-1));
}

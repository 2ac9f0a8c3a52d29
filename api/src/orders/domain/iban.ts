/**
 * Saudi IBANs, pure: `SA` then 22 digits (two check digits, 2 for the bank, 18 for the account), 24 characters in
 * all, checked with ISO 13616's mod-97 (the country and check digits moved to the end, letters as 10..35, the
 * number modulo 97 must be 1). Spaces a person types are ignored.
 */

/** Upper case, without spaces: the form an IBAN is checked and stored in. */
export const normaliseIban = (value: string): string => value.replace(/\s+/g, '').toUpperCase();

/** ISO 13616 mod-97 of an IBAN (any country): 1 when its check digits are right. Computed piecewise, no BigInt. */
export function ibanMod97(iban: string): number {
  const rearranged = iban.slice(4) + iban.slice(0, 4);
  let remainder = 0;
  for (const char of rearranged) {
    const code = char.charCodeAt(0);
    const value = code >= 65 && code <= 90 ? String(code - 55) : char;
    for (const digit of value) remainder = (remainder * 10 + Number(digit)) % 97;
  }
  return remainder;
}

/** True for a Saudi IBAN (SA + 22 digits) whose mod-97 check passes. */
export function isSaudiIban(value: string): boolean {
  const iban = normaliseIban(value);
  return /^SA\d{22}$/.test(iban) && ibanMod97(iban) === 1;
}

/** The last four characters: the only part of an IBAN ever shown back. */
export const ibanLast4 = (value: string): string => normaliseIban(value).slice(-4);

/** Money in halalas (integers): the rounding every amount of an invoice goes through. */
/** Half away from zero, the commercial rounding the authority's examples use. */
export function roundHalalas(value: number): number {
  // The epsilon absorbs binary noise such as 1.005 × 100 = 100.49999…
  return Math.sign(value) * Math.round(Math.abs(value) + 1e-9);
}

export function percentOf(halalas: number, percent: number): number {
  return roundHalalas((halalas * percent) / 100);
}

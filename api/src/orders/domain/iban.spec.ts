/** Saudi IBANs: the shape (SA + 22 digits) and the mod-97 check digits. */
import { describe, expect, it } from '@jest/globals';
import { ibanLast4, ibanMod97, isSaudiIban, normaliseIban } from './iban.js';

// The Saudi example IBAN published in the SWIFT IBAN registry.
const registryExample = 'SA0380000000608010167519';

describe('Saudi IBANs', () => {
  it('accepts the registry example, with or without spaces and in any case', () => {
    expect(isSaudiIban(registryExample)).toBe(true);
    expect(isSaudiIban('sa03 8000 0000 6080 1016 7519')).toBe(true);
    expect(normaliseIban(' sa03 8000 0000 6080 1016 7519 ')).toBe(registryExample);
  });

  it('computes mod 97 as ISO 13616 does, for other countries too', () => {
    expect(ibanMod97(registryExample)).toBe(1);
    expect(ibanMod97('GB82WEST12345698765432')).toBe(1);
    expect(ibanMod97('GB82WEST12345698765433')).not.toBe(1);
  });

  it('refuses a wrong check digit, one changed digit, two swapped digits', () => {
    expect(isSaudiIban('SA0480000000608010167519')).toBe(false);
    expect(isSaudiIban('SA0380000000608010167518')).toBe(false);
    expect(isSaudiIban('SA0380000000608010167591')).toBe(false);
  });

  it('refuses another country, a short or long number, letters in the account', () => {
    expect(isSaudiIban('GB82WEST12345698765432')).toBe(false);
    expect(isSaudiIban('SA038000000060801016751')).toBe(false);
    expect(isSaudiIban('SA03800000006080101675190')).toBe(false);
    expect(isSaudiIban('SA03800000006080101675A9')).toBe(false);
    expect(isSaudiIban('')).toBe(false);
  });

  it('shows back only the last four', () => {
    expect(ibanLast4('sa03 8000 0000 6080 1016 7519')).toBe('7519');
  });
});

/** Signatures: a good one holds, a changed text, a wrong secret or a malformed signature is refused, not thrown on. */
import { describe, expect, it } from '@jest/globals';
import { configuredOrDerivedSecret, hmacSha256, sameToken, verifyHexSignature } from './hmac-signatures.js';

describe('HMAC signatures', () => {
  it('verifies the hex signature of the same text with the same secret only', () => {
    const signature = hmacSha256('s', 'body', 'hex');
    expect(verifyHexSignature('s', 'body', signature)).toBe(true);
    expect(verifyHexSignature('s', 'body!', signature)).toBe(false);
    expect(verifyHexSignature('t', 'body', signature)).toBe(false);
  });

  it.each(['', 'zz', 'abc', 'g'.repeat(64), '0'.repeat(63)])('refuses the malformed signature %p', (signature) => {
    expect(verifyHexSignature('s', 'body', signature)).toBe(false);
  });

  it('compares tokens of any length without throwing', () => {
    expect(sameToken('abc', 'abc')).toBe(true);
    expect(sameToken('abd', 'abc')).toBe(false);
    expect(sameToken('ab', 'abc')).toBe(false);
  });

  it('uses the configured secret, else one derived per purpose', () => {
    expect(configuredOrDerivedSecret('set', 'session', 'mail')).toBe('set');
    expect(configuredOrDerivedSecret(undefined, 'session', 'mail')).toBe(hmacSha256('session', 'mail', 'hex'));
    expect(configuredOrDerivedSecret('', 'session', 'mail')).not.toBe(configuredOrDerivedSecret('', 'session', 'ship'));
  });
});

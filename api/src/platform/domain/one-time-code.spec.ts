import { describe, expect, it } from '@jest/globals';
import { afterWrongTry, sentCode, wrongTry } from './one-time-code.js';

describe('a one-time code’s wrong tries', () => {
  const sent = sentCode({ otpReference: 'otp-1', expiresAt: '2026-12-01T10:05:00Z' });

  it('starts a sent code with no tries, keeping what its context records of it', () => {
    expect(sent).toEqual({ otpReference: 'otp-1', expiresAt: '2026-12-01T10:05:00Z', attempts: 0, voided: false });
  });

  it('counts each wrong try against the code last sent, and the one that reaches the number allowed voids it', () => {
    const first = wrongTry(sent, 'otp-1', 3);
    expect(first).toEqual({ otpReference: 'otp-1', attempt: 1, voided: false });
    const afterOne = afterWrongTry(sent, first!);
    const afterTwo = afterWrongTry(afterOne, wrongTry(afterOne, 'otp-1', 3)!);
    expect(afterTwo).toMatchObject({ attempts: 2, voided: false });
    const third = wrongTry(afterTwo, 'otp-1', 3);
    expect(third).toEqual({ otpReference: 'otp-1', attempt: 3, voided: true });
    expect(afterWrongTry(afterTwo, third!)).toEqual({ ...sent, attempts: 3, voided: true });
  });

  it('counts nothing against a void code, a replaced one, or none at all', () => {
    expect(wrongTry({ ...sent, attempts: 3, voided: true }, 'otp-1', 3)).toBeNull();
    expect(wrongTry(sent, 'otp-0', 3)).toBeNull();
    expect(wrongTry(null, 'otp-1', 3)).toBeNull();
    expect(wrongTry(undefined, 'otp-1', 3)).toBeNull();
  });

  it('leaves the code as it was when a recorded try was against an older one', () => {
    expect(afterWrongTry(sent, { otpReference: 'otp-0', attempt: 1, voided: false })).toBe(sent);
    expect(afterWrongTry(null, { otpReference: 'otp-1', attempt: 1, voided: false })).toBeNull();
  });
});

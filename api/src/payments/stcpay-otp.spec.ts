/** STC Pay's one-time code as every payer's context applies it: typed only when sent, not void and not expired; the
 * page's progress; a wrong code recorded and refused (void at the last try), a paid answer handed back, a bad code
 * or mobile refused naming the field in both languages. */
import { describe, expect, it, jest } from '@jest/globals';
import type { OtpConfirmation, PaymentGateway } from './payment-gateway.js';
import { confirmStcPayCode, OTP_ATTEMPTS, otpProgress, otpSent, payerMobile, usableOtp } from './stcpay-otp.js';
import { afterWrongTry } from '../platform/domain/one-time-code.js';

const NOW = new Date('2026-03-01T10:05:00.000Z');
const otp = otpSent({ otpReference: 'A', paymentReference: 'P', expiresAt: '2026-03-01T10:10:00.000Z' });
const gatewayAnswering = (answer: OtpConfirmation) =>
  ({ confirmOtp: jest.fn(() => Promise.resolve(answer)) }) as unknown as PaymentGateway;
const arabic = /[\u0600-\u06FF]/;

describe("STC Pay's one-time code", () => {
  it('may be typed only when sent, not void and not expired', () => {
    expect(usableOtp(otp, NOW).otpReference).toBe('A');
    expect(() => usableOtp(null, NOW)).toThrow(expect.objectContaining({ code: 'otp_not_sent' }));
    expect(() => usableOtp({ ...otp, voided: true }, NOW)).toThrow(expect.objectContaining({ code: 'otp_void' }));
    expect(() => usableOtp(otp, new Date('2026-03-01T10:10:00.000Z'))).toThrow(
      expect.objectContaining({ code: 'otp_expired' }),
    );
  });
  it('shows its progress after each wrong try', () => {
    expect(otpProgress(null)).toEqual({ codeSent: false, expiresAt: null, attemptsLeft: OTP_ATTEMPTS });
    const once = afterWrongTry(otp, { otpReference: 'A', attempt: 1, voided: false });
    expect(otpProgress(once)).toEqual({ codeSent: true, expiresAt: otp.expiresAt, attemptsLeft: OTP_ATTEMPTS - 1 });
    expect(otpProgress({ ...otp, voided: true }).codeSent).toBe(false);
  });
  it('refuses a bad mobile or code naming the field in both languages', async () => {
    expect(payerMobile('0551234567')).toBe('966551234567');
    expect(() => payerMobile('12345')).toThrow(
      expect.objectContaining({
        details: [expect.objectContaining({ field: 'mobile', messageAr: expect.stringMatching(arabic) })],
      }),
    );
    const record = jest.fn(() => Promise.resolve({ voided: false }));
    await expect(
      confirmStcPayCode(
        gatewayAnswering({ status: 'paid', providerReference: 'R', amount: 1 }),
        otp,
        'abc',
        NOW,
        record,
      ),
    ).rejects.toMatchObject({
      details: [expect.objectContaining({ field: 'otp', messageAr: expect.stringMatching(arabic) })],
    });
    expect(record).not.toHaveBeenCalled();
  });
  it('hands back a paid answer, and records then refuses a wrong code (void at the last try)', async () => {
    const paid: OtpConfirmation = { status: 'paid', providerReference: 'R', amount: 102 };
    const record = jest.fn((_ref: string) => Promise.resolve({ voided: false }));
    await expect(confirmStcPayCode(gatewayAnswering(paid), otp, ' 123456 ', NOW, record)).resolves.toEqual(paid);
    const wrong: OtpConfirmation = { status: 'wrong_code', providerReference: '', amount: 0 };
    await expect(confirmStcPayCode(gatewayAnswering(wrong), otp, '123456', NOW, record)).rejects.toMatchObject({
      code: 'otp_wrong',
    });
    expect(record).toHaveBeenCalledWith('A');
    const voiding = jest.fn(() => Promise.resolve({ voided: true }));
    await expect(confirmStcPayCode(gatewayAnswering(wrong), otp, '123456', NOW, voiding)).rejects.toMatchObject({
      code: 'otp_void',
    });
    const expired: OtpConfirmation = { status: 'expired', providerReference: '', amount: 0 };
    await expect(confirmStcPayCode(gatewayAnswering(expired), otp, '123456', NOW, record)).rejects.toMatchObject({
      code: 'otp_expired',
    });
  });
});

/**
 * STC Pay's one-time code, as every context that takes money by it (workshop registrations, orders) applies it: a
 * code is void after OTP_ATTEMPTS wrong tries, may be typed only when sent, not void and not expired (an expired or
 * void one asks for a new code, before STC Pay is asked), and the bilingual refusals the payer reads. The payer's
 * context records the code sent and each wrong one on its own stream; `sendStcPayCode` and `confirmStcPayCode` are
 * the calls to STC Pay around them.
 */
import { fieldProblem, illegalState, validationError } from '../platform/errors/domain-errors.js';
import { sentCode, type CodeTries } from '../platform/domain/one-time-code.js';
import type { OtpAuthorization, OtpConfirmation, PaymentGateway } from './payment-gateway.js';
import { stcPayMobile } from './providers/stcpay.adapter.js';

/** Wrong codes allowed against one code: the last of them voids it. */
export const OTP_ATTEMPTS = 3;

/** The code last sent, as its payer's context recorded it. */
export type OtpState = OtpAuthorization & CodeTries;

/** What the code page shows of it: whether a code waits to be typed, until when, and how many tries are left. */
export function otpProgress(otp: OtpState | null | undefined) {
  return {
    codeSent: !!otp && !otp.voided,
    expiresAt: otp?.expiresAt ?? null,
    attemptsLeft: otp ? OTP_ATTEMPTS - otp.attempts : OTP_ATTEMPTS,
  };
}

/** The read model's code after it was sent; after a wrong try it is `afterWrongTry`'s, as the deciders count. */
export function otpSent(data: Pick<OtpState, 'otpReference' | 'paymentReference' | 'expiresAt'>): OtpState {
  const { otpReference, paymentReference, expiresAt } = data;
  return sentCode({ otpReference, paymentReference, expiresAt });
}

const otpVoid = () =>
  illegalState('otp_void', 'Too many wrong codes: ask for a new code.', 'أُدخل رمز خاطئ مرات كثيرة: اطلب رمزاً جديداً.');
const otpExpired = () =>
  illegalState('otp_expired', 'The code has expired: ask for a new one.', 'انتهت صلاحية الرمز: اطلب رمزاً جديداً.');

/** The code last sent may be typed now: one was sent, it is not void, it has not expired. */
export function usableOtp(otp: OtpState | null | undefined, now: Date): OtpState {
  if (!otp) throw illegalState('otp_not_sent', 'Ask for a code first.', 'اطلب الرمز أولاً.');
  if (otp.voided) throw otpVoid();
  if (Date.parse(otp.expiresAt) <= now.getTime()) throw otpExpired();
  return otp;
}

/** The payer's mobile as STC Pay takes it, or a refusal naming `mobile` in both languages. */
export function payerMobile(mobile: string): string {
  const number = stcPayMobile(mobile);
  if (!number)
    throw validationError([
      fieldProblem(
        'mobile',
        'invalid',
        'Enter a Saudi mobile number: 05XXXXXXXX or 9665XXXXXXXX.',
        'أدخل رقم جوال سعودي: 05XXXXXXXX أو 9665XXXXXXXX.',
      ),
    ]);
  return number;
}

/** A code STC Pay texted, and the last four digits of the mobile it went to. */
export type SentCode = OtpAuthorization & { mobileEnding: string };

/** STC Pay texts a code to the payer's mobile (as `payerMobile` gave it); refused where STC Pay is not live. */
export async function sendStcPayCode(
  gateway: PaymentGateway,
  request: { orderId: string; mobile: string; amount: number; note: string },
): Promise<SentCode> {
  const sent = await gateway.authorizeOtp('stcpay', request);
  if (!sent)
    throw illegalState(
      'not_live',
      'STC Pay codes are not in use here: pay on the checkout page.',
      'رموز STC Pay غير مستخدمة هنا: ادفع من صفحة الدفع.',
    );
  return { ...sent, mobileEnding: request.mobile.slice(-4) };
}

/**
 * The code the payer typed, confirmed with STC Pay: the paid answer is returned (for the payer's context to pay as a
 * webhook does); a wrong code is recorded by `recordWrong` (which tells whether it voided the code) and refused; an
 * expired or cancelled answer asks for a new code.
 */
export async function confirmStcPayCode(
  gateway: PaymentGateway,
  otp: OtpState | null | undefined,
  code: string,
  now: Date,
  recordWrong: (otpReference: string) => Promise<{ voided: boolean }>,
): Promise<OtpConfirmation> {
  if (!/^\d{4,6}$/.test(code.trim()))
    throw validationError([
      fieldProblem(
        'otp',
        'invalid',
        'Enter the code STC Pay sent you (4 to 6 digits).',
        'أدخل الرمز الذي أرسلته STC Pay (من 4 إلى 6 أرقام).',
      ),
    ]);
  const usable = usableOtp(otp, now);
  const answer = await gateway.confirmOtp('stcpay', usable, code.trim());
  if (answer.status === 'paid') return answer;
  if (answer.status !== 'wrong_code') throw otpExpired();
  const { voided } = await recordWrong(usable.otpReference);
  throw voided
    ? otpVoid()
    : illegalState(
        'otp_wrong',
        'That code is not right: check the SMS and try again.',
        'الرمز غير صحيح: راجع الرسالة وحاول مجدداً.',
      );
}

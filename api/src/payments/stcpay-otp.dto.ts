/**
 * The bodies and rate limit of the STC Pay code pages' routes, the same for every context that takes money by it:
 * `POST …/stcpay/authorize` `{ mobile }` and `POST …/stcpay/confirm` `{ otp }`.
 */
import { IsString, MaxLength } from 'class-validator';
import type { RateLimitPolicy } from '../platform/rate-limit/rate-limit.decorator.js';

/** Each code is an SMS to a phone and each confirm a call to STC Pay: a few a minute per person is plenty. */
export const OTP_LIMIT: RateLimitPolicy = { bucket: 'stcpay-otp', scope: 'user', points: 12, windowSeconds: 600 };

export class StcPayMobileDto {
  @IsString() @MaxLength(20) mobile!: string;
}

export class StcPayOtpDto {
  @IsString() @MaxLength(10) otp!: string;
}

/**
 * A registration's folded state, in a module of its own: the registration decider and its refund rules
 * (registration-refunds.ts) both read it, and neither may import the other's module back.
 */
import type { RegistrationPlacedData } from './workshops.events.js';
import type { OtpState } from './registration-otp.js';

/** A registration's refunds: what was paid, what was asked back, each refund by its id. */
export interface RefundLedger {
  /** What the provider confirmed was paid (0 for a free ticket, or before the payment). */
  paid: number;
  /** Requested so far, issued or not: what is left to refund is `paid - requested`. */
  requested: number;
  /** `failures`: attempts the provider refused so far (absent before the first). */
  byId: Record<string, { amount: number; issued: boolean; failures?: number }>;
}

export type RegistrationStatus = 'pending_payment' | 'paid' | 'checked_in' | 'cancelled';

export type RegistrationState =
  | { status: 'none' }
  | {
      status: RegistrationStatus;
      data: RegistrationPlacedData;
      paidReference: string | null;
      refunds: RefundLedger;
      /** The STC Pay code last sent (absent before any). */
      otp?: OtpState | null;
    };

/**
 * A one-time code's wrong tries, counted the same way by every decider that takes a code (an order's and a workshop
 * registration's STC Pay code) and by their read models, from the same events: the code last sent carries its count;
 * a wrong try against it counts one, and the try that reaches the number allowed voids it; a try against a void code,
 * or against one a newer code replaced, counts nothing (the payer typed it late).
 */

/** The code last sent, as far as counting needs it. */
export interface CodeTries {
  otpReference: string;
  attempts: number;
  voided: boolean;
}

/** A wrong try, as its event records it. */
export interface WrongTry {
  otpReference: string;
  attempt: number;
  voided: boolean;
}

/** A code just sent: no tries yet. */
export function sentCode<C extends { otpReference: string }>(code: C): C & CodeTries {
  return { ...code, attempts: 0, voided: false };
}

/** The wrong try a code typed against `otpReference` makes, or null where it counts nothing. */
export function wrongTry(code: CodeTries | null | undefined, otpReference: string, allowed: number): WrongTry | null {
  if (!code || code.otpReference !== otpReference || code.voided) return null;
  const attempt = code.attempts + 1;
  return { otpReference, attempt, voided: attempt >= allowed };
}

/** The code after a wrong try was recorded (one against an older code changes nothing). */
export function afterWrongTry<C extends CodeTries>(code: C | null, tried: WrongTry): C | null {
  if (code?.otpReference !== tried.otpReference) return code;
  return { ...code, attempts: tried.attempt, voided: tried.voided };
}

/**
 * STC Pay's Direct Payment v4 as its merchant guide describes it, simulated in-process (no STC Pay is reachable
 * here): `DirectPaymentAuthorize` takes a Saudi mobile (9665XXXXXXXX), "sends" a six-digit code by SMS (kept here:
 * the sandbox shows it, tests read it) valid five minutes; `DirectPaymentConfirm` with the right code pays
 * (`PaymentStatus` 2), a wrong one is a 400, a late one answers 4 (expired); `PaymentInquiry` lists a `RefNum`'s
 * transactions and `RefundPayment` gives a new reference. Chosen with `STCPAY_API_BASE=sandbox`.
 */
import { randomInt, randomUUID } from 'node:crypto';
import type { Fetch } from './provider-adapter.js';
import { STCPAY_PATH, stcPayMobile } from './stcpay.adapter.js';

export const STCPAY_SIMULATOR_BASE = 'stcpay-sandbox:';
const EXPIRY_SECONDS = 300;

interface Authorization {
  otp: string;
  mobile: string;
  amount: number;
  refNum: string;
  expiresAt: number;
  paymentReference: string;
}

type Body = Record<string, Record<string, unknown>>;

export class StcPaySimulator {
  private readonly authorizations = new Map<string, Authorization>();
  private readonly paid: { refNum: string; stcPayRefNum: string }[] = [];
  /** The SMS texts "sent", newest last, by mobile (9665XXXXXXXX). */
  readonly messages = new Map<string, { text: string; at: string }[]>();

  constructor(
    private readonly now: () => Date = () => new Date(),
    /** Whether STC Pay's calls come here (`STCPAY_API_BASE=sandbox`): otherwise it sent nothing anyone may read. */
    readonly inUse = true,
  ) {}

  readonly fetch: Fetch = (url, init) => {
    const operation = url.slice(url.indexOf(STCPAY_PATH) + STCPAY_PATH.length + 1);
    const body = JSON.parse(typeof init.body === 'string' ? init.body : '{}') as Body;
    const message = Object.values(body)[0] ?? {};
    return Promise.resolve(this.answer(operation, message));
  };

  /** The texts "sent" to a mobile (any Saudi form), newest last; null when STC Pay is not simulated here or the
   * number is not a Saudi mobile. */
  textsTo(mobile: string): { text: string; at: string }[] | null {
    const number = stcPayMobile(mobile);
    return this.inUse && number ? (this.messages.get(number) ?? []) : null;
  }

  /** The last code sent to a mobile (9665XXXXXXXX), as the payer would read it. */
  lastCode(mobile: string): string | null {
    const text = this.messages.get(mobile)?.at(-1)?.text ?? '';
    return /(\d{6})/.exec(text)?.[1] ?? null;
  }

  private answer(operation: string, m: Record<string, unknown>): Response {
    const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status });
    if (operation === 'DirectPaymentAuthorize') {
      const mobile = String(m.MobileNo ?? '');
      if (!/^9665\d{8}$/.test(mobile)) return json(400, { Code: 2001, Text: 'Invalid mobile number' });
      const otp = String(randomInt(0, 1_000_000)).padStart(6, '0');
      const otpReference = randomUUID();
      const paymentReference = randomUUID();
      const at = this.now();
      this.authorizations.set(otpReference, {
        otp,
        mobile,
        amount: Number(m.Amount),
        refNum: String(m.RefNum),
        expiresAt: at.getTime() + EXPIRY_SECONDS * 1000,
        paymentReference,
      });
      const sent = this.messages.get(mobile) ?? [];
      this.messages.set(mobile, [
        ...sent,
        { text: `STC Pay code ${otp} for ${String(m.Amount)} SAR`, at: at.toISOString() },
      ]);
      return json(200, {
        DirectPaymentAuthorizeV4ResponseMessage: {
          OtpReference: otpReference,
          STCPayPmtReference: paymentReference,
          ExpiryDuration: EXPIRY_SECONDS,
        },
      });
    }
    if (operation === 'DirectPaymentConfirm') {
      const found = this.authorizations.get(String(m.OtpReference));
      if (!found || found.paymentReference !== m.STCPayPmtReference)
        return json(400, { Code: 2003, Text: 'Unknown payment' });
      if (this.now().getTime() > found.expiresAt) return json(200, confirmed('', found.amount, 4));
      if (m.OtpValue !== found.otp) return json(400, { Code: 2016, Text: 'Invalid OTP' });
      this.authorizations.delete(String(m.OtpReference));
      const stcPayRefNum = `STC${randomInt(1e9, 1e10 - 1)}`;
      this.paid.push({ refNum: found.refNum, stcPayRefNum });
      return json(200, confirmed(stcPayRefNum, found.amount, 2));
    }
    if (operation === 'PaymentInquiry') {
      const list = this.paid.filter((t) => t.refNum === m.RefNum);
      return json(200, {
        PaymentInquiryV4ResponseMessage: {
          TransactionList: list.map((t) => ({ STCPayRefNum: t.stcPayRefNum, PaymentStatus: 2 })),
        },
      });
    }
    if (operation === 'RefundPayment')
      return json(200, { RefundPaymentResponseMessage: { NewSTCPayRefNum: `STC${randomInt(1e9, 1e10 - 1)}` } });
    return json(404, { Text: 'Unknown operation' });
  }
}

function confirmed(stcPayRefNum: string, amount: number, status: number) {
  return {
    DirectPaymentConfirmV4ResponseMessage: { STCPayRefNum: stcPayRefNum, Amount: amount, PaymentStatus: status },
  };
}

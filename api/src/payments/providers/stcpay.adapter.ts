/**
 * STC Pay, through its merchant Direct Payment API v4 (not verified here: written against STC Pay's merchant
 * integration guide). Every call is a JSON `POST` under `/B2B.DirectPayment.WebApi/DirectPayment/V4/` with the
 * merchant's id in `X-ClientCode`, over mutual TLS with the certificate STC Pay issues (the `fetch` given to this
 * client carries it, or an egress proxy at `STCPAY_API_BASE` does).
 * - `DirectPaymentAuthorize` (the payer's mobile number, the amount, our `RefNum` and `BillNumber`): STC Pay sends the
 *   payer a one-time code and answers `OtpReference` and `STCPayPmtReference`.
 * - `DirectPaymentConfirm` (the code the payer typed, with both references): `PaymentStatus` 2 is paid, 4 expired,
 *   5 cancelled (1 pending).
 * - `PaymentInquiry` (`RefNum`): the payment's transactions, for a payer who left before confirming.
 * - `RefundPayment` (`STCPayRefNum`, amount).
 * There is no redirect and no webhook: the payer types the code on our page (`PaymentRequest.otpPage`), and the
 * payment is confirmed by `DirectPaymentConfirm`'s answer. A wrong code is answered with an error (HTTP 400): the
 * authorization stands and the payer may type it again. Our reference of the payment is `stcpay_<our order id>`
 * (the `RefNum`), so a refund finds the paid transaction by `PaymentInquiry`.
 */
import type { CreatedPayment, OtpAuthorization, OtpConfirmation, PaymentRequest } from '../payment-gateway.js';
import { CheckoutUnsupported, decimalAmount, ProviderError, providerJson } from './provider-adapter.js';
import type { Fetch, ProviderAdapter, RefundResult } from './provider-adapter.js';

export const STCPAY_TEST_API = 'https://test.b2b.stcpay.com.sa';
export const STCPAY_PATH = '/B2B.DirectPayment.WebApi/DirectPayment/V4';

export const STCPAY_PAYMENT_STATUS = { 1: 'pending', 2: 'paid', 4: 'expired', 5: 'cancelled' } as const;

export interface StcPaySettings {
  merchantId: string;
  apiBase: string;
  branchId?: string;
  tellerId?: string;
  deviceId?: string;
}

export interface StcPayAuthorization {
  otpReference: string;
  paymentReference: string;
  expirySeconds: number;
}

export interface StcPayConfirmation {
  stcPayRefNum: string;
  amount: number;
  status: (typeof STCPAY_PAYMENT_STATUS)[keyof typeof STCPAY_PAYMENT_STATUS] | 'unknown';
}

/** Saudi mobile numbers as STC Pay takes them: 9665XXXXXXXX. */
export function stcPayMobile(phone: string): string | null {
  const digits = phone.replace(/[\s-]/g, '').replace(/^\+/, '');
  const match = /^(?:00966|966|0)?(5\d{8})$/.exec(digits);
  return match ? `966${match[1]}` : null;
}

export class StcPayClient {
  constructor(
    private readonly settings: StcPaySettings,
    private readonly fetch: Fetch,
  ) {}

  private async call<T>(operation: string, message: string, body: Record<string, unknown>): Promise<T> {
    const answer = await this.fetch(`${this.settings.apiBase}${STCPAY_PATH}/${operation}`, {
      method: 'POST',
      headers: { 'X-ClientCode': this.settings.merchantId, 'Content-Type': 'application/json' },
      body: JSON.stringify({ [message]: body }),
    });
    return providerJson<T>('stcpay', answer);
  }

  async authorize(input: {
    mobile: string;
    amount: number;
    orderId: string;
    note?: string;
  }): Promise<StcPayAuthorization> {
    const mobile = stcPayMobile(input.mobile);
    if (!mobile) throw new Error('STC Pay needs a Saudi mobile number');
    const answer = await this.call<{
      DirectPaymentAuthorizeV4ResponseMessage: {
        OtpReference: string;
        STCPayPmtReference: string;
        ExpiryDuration: number;
      };
    }>('DirectPaymentAuthorize', 'DirectPaymentAuthorizeV4RequestMessage', {
      BranchID: this.settings.branchId ?? '1',
      TellerID: this.settings.tellerId ?? '1',
      DeviceID: this.settings.deviceId ?? '1',
      RefNum: input.orderId,
      BillNumber: input.orderId,
      MobileNo: mobile,
      Amount: decimalAmount(input.amount),
      MerchantNote: (input.note ?? '').slice(0, 40),
    });
    const message = answer.DirectPaymentAuthorizeV4ResponseMessage;
    return {
      otpReference: message.OtpReference,
      paymentReference: message.STCPayPmtReference,
      expirySeconds: message.ExpiryDuration,
    };
  }

  async confirm(authorization: StcPayAuthorization, otp: string): Promise<StcPayConfirmation> {
    const answer = await this.call<{
      DirectPaymentConfirmV4ResponseMessage: { STCPayRefNum: string; Amount: number; PaymentStatus: number };
    }>('DirectPaymentConfirm', 'DirectPaymentConfirmV4RequestMessage', {
      OtpReference: authorization.otpReference,
      OtpValue: otp,
      STCPayPmtReference: authorization.paymentReference,
      TokenReference: '',
      TokenizeYn: false,
    });
    const message = answer.DirectPaymentConfirmV4ResponseMessage;
    const status = STCPAY_PAYMENT_STATUS[message.PaymentStatus as keyof typeof STCPAY_PAYMENT_STATUS] ?? 'unknown';
    return { stcPayRefNum: message.STCPayRefNum, amount: Number(message.Amount), status };
  }

  async inquiry(orderId: string): Promise<{ stcPayRefNum: string; status: StcPayConfirmation['status'] }[]> {
    const answer = await this.call<{
      PaymentInquiryV4ResponseMessage: { TransactionList?: { STCPayRefNum: string; PaymentStatus: number }[] };
    }>('PaymentInquiry', 'PaymentInquiryV4RequestMessage', { RefNum: orderId });
    return (answer.PaymentInquiryV4ResponseMessage.TransactionList ?? []).map((t) => ({
      stcPayRefNum: t.STCPayRefNum,
      status: STCPAY_PAYMENT_STATUS[t.PaymentStatus as keyof typeof STCPAY_PAYMENT_STATUS] ?? 'unknown',
    }));
  }

  async refund(stcPayRefNum: string, amount: number): Promise<{ refundReference: string }> {
    const answer = await this.call<{ RefundPaymentResponseMessage: { NewSTCPayRefNum: string } }>(
      'RefundPayment',
      'RefundPaymentRequestMessage',
      { STCPayRefNum: stcPayRefNum, Amount: decimalAmount(amount) },
    );
    return { refundReference: answer.RefundPaymentResponseMessage.NewSTCPayRefNum };
  }
}

const REFERENCE_PREFIX = 'stcpay_';

/** The payment port's STC Pay: the checkout is our one-time-code page; no webhook, the confirm's answer pays. */
export class StcPayAdapter implements ProviderAdapter {
  readonly provider = 'stcpay' as const;
  private readonly client: StcPayClient;

  constructor(
    settings: StcPaySettings,
    fetch: Fetch,
    private readonly now: () => Date = () => new Date(),
  ) {
    this.client = new StcPayClient(settings, fetch);
  }

  create(request: PaymentRequest): Promise<CreatedPayment> {
    // Without our page the payer would have nowhere to type STC Pay's code.
    if (!request.otpPage) return Promise.reject(new CheckoutUnsupported('stcpay'));
    return Promise.resolve({
      provider: 'stcpay',
      reference: `${REFERENCE_PREFIX}${request.orderId}`,
      nextAction: { type: 'redirect', url: request.otpPage },
    });
  }

  async authorizeOtp(request: { orderId: string; mobile: string; amount: number; note?: string }) {
    const authorization = await this.client.authorize(request);
    const expiresAt = new Date(this.now().getTime() + authorization.expirySeconds * 1000).toISOString();
    return { otpReference: authorization.otpReference, paymentReference: authorization.paymentReference, expiresAt };
  }

  async confirmOtp(authorization: OtpAuthorization, otp: string): Promise<OtpConfirmation> {
    try {
      const answer = await this.client.confirm({ ...authorization, expirySeconds: 0 }, otp);
      const status = answer.status === 'unknown' ? 'pending' : answer.status;
      return { status, providerReference: answer.stcPayRefNum, amount: answer.amount };
    } catch (error) {
      if (error instanceof ProviderError && error.status === 400)
        return { status: 'wrong_code', providerReference: '', amount: 0 };
      throw error;
    }
  }

  async refund(reference: string, amount: number): Promise<RefundResult> {
    const orderId = reference.startsWith(REFERENCE_PREFIX) ? reference.slice(REFERENCE_PREFIX.length) : reference;
    const paid = (await this.client.inquiry(orderId)).find((t) => t.status === 'paid');
    if (!paid) return { reference: '', status: 'failed' };
    const { refundReference } = await this.client.refund(paid.stcPayRefNum, amount);
    return { reference: refundReference, status: 'succeeded' };
  }

  /** STC Pay sends no webhooks. */
  receive(): Promise<null> {
    return Promise.resolve(null);
  }
}

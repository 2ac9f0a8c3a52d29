/** STC Pay's Direct Payment v4 client: the messages it posts with the merchant's X-ClientCode, the payment status
 * codes it reads, and the mobile numbers it accepts. */
import { describe, expect, it } from '@jest/globals';
import { fakeProvider } from './fake-provider.js';
import { STCPAY_TEST_API, StcPayClient, stcPayMobile } from './stcpay.adapter.js';

const settings = { merchantId: '61240001', apiBase: STCPAY_TEST_API };
const base = `${STCPAY_TEST_API}/B2B.DirectPayment.WebApi/DirectPayment/V4`;
const authorization = { otpReference: 'OTP-1', paymentReference: 'PMT-1', expirySeconds: 300 };

describe('STC Pay client', () => {
  it('authorizes with the payer mobile number, our order as RefNum and BillNumber, two-decimal amount', async () => {
    const api = fakeProvider([
      {
        match: /DirectPaymentAuthorize$/,
        body: {
          DirectPaymentAuthorizeV4ResponseMessage: {
            OtpReference: 'OTP-1',
            STCPayPmtReference: 'PMT-1',
            ExpiryDuration: 300,
          },
        },
      },
    ]);
    const answer = await new StcPayClient(settings, api.fetch).authorize({
      mobile: '055 123 4567',
      amount: 126.5,
      orderId: 'reg-1',
      note: 'Workshop',
    });
    expect(answer).toEqual(authorization);
    expect(api.requests[0]).toMatchObject({
      url: `${base}/DirectPaymentAuthorize`,
      method: 'POST',
      headers: { 'X-ClientCode': '61240001', 'Content-Type': 'application/json' },
    });
    expect(JSON.parse(api.requests[0]!.body)).toEqual({
      DirectPaymentAuthorizeV4RequestMessage: {
        BranchID: '1',
        TellerID: '1',
        DeviceID: '1',
        RefNum: 'reg-1',
        BillNumber: 'reg-1',
        MobileNo: '966551234567',
        Amount: '126.50',
        MerchantNote: 'Workshop',
      },
    });
  });

  it('confirms with the code the payer typed and reads PaymentStatus 2 as paid, 4 as expired', async () => {
    const confirmed = (status: number) =>
      fakeProvider([
        {
          match: /DirectPaymentConfirm$/,
          body: {
            DirectPaymentConfirmV4ResponseMessage: { STCPayRefNum: 'REF-9', Amount: 126.5, PaymentStatus: status },
          },
        },
      ]);
    const paid = confirmed(2);
    expect(await new StcPayClient(settings, paid.fetch).confirm(authorization, '123456')).toEqual({
      stcPayRefNum: 'REF-9',
      amount: 126.5,
      status: 'paid',
    });
    expect(JSON.parse(paid.requests[0]!.body)).toEqual({
      DirectPaymentConfirmV4RequestMessage: {
        OtpReference: 'OTP-1',
        OtpValue: '123456',
        STCPayPmtReference: 'PMT-1',
        TokenReference: '',
        TokenizeYn: false,
      },
    });
    expect((await new StcPayClient(settings, confirmed(4).fetch).confirm(authorization, '1')).status).toBe('expired');
  });

  it('asks for a payment by our RefNum and refunds by STC Pay reference', async () => {
    const api = fakeProvider([
      {
        match: /PaymentInquiry$/,
        body: { PaymentInquiryV4ResponseMessage: { TransactionList: [{ STCPayRefNum: 'REF-9', PaymentStatus: 2 }] } },
      },
      { match: /RefundPayment$/, body: { RefundPaymentResponseMessage: { NewSTCPayRefNum: 'REF-10' } } },
    ]);
    const client = new StcPayClient(settings, api.fetch);
    expect(await client.inquiry('reg-1')).toEqual([{ stcPayRefNum: 'REF-9', status: 'paid' }]);
    expect(await client.refund('REF-9', 63.25)).toEqual({ refundReference: 'REF-10' });
    expect(JSON.parse(api.requests[0]!.body)).toEqual({ PaymentInquiryV4RequestMessage: { RefNum: 'reg-1' } });
    expect(JSON.parse(api.requests[1]!.body)).toEqual({
      RefundPaymentRequestMessage: { STCPayRefNum: 'REF-9', Amount: '63.25' },
    });
  });

  it('takes Saudi mobile numbers in their usual forms and refuses others', () => {
    expect(['0551234567', '+966551234567', '00966551234567', '551234567'].map(stcPayMobile)).toEqual(
      Array(4).fill('966551234567'),
    );
    expect(stcPayMobile('0111234567')).toBeNull();
    expect(stcPayMobile('+971501234567')).toBeNull();
  });
});

/** The order mails render in both languages, the recipient's first, with the amounts and the right link. */
import { describe, expect, it } from '@jest/globals';
import { renderEmail } from '../render-email.js';
import { orderPaidReceiptTemplate, orderReleasedTemplate, orderSoldTemplate } from './order.templates.js';
import { orderDisputeOpenedTemplate, orderDisputeResolvedTemplate } from './dispute.templates.js';

const context = { publicUrl: 'https://art.example.sa' };
const base = { orderId: 'o1', orderNumber: '7F3C2A10', title: 'Dunes at Dusk', titleAr: 'كثبان عند الغروب' };

describe('order e-mails', () => {
  it('gives the buyer a receipt with every amount, in Arabic first when that is their language', () => {
    const data = {
      ...base,
      amount: '10000.00',
      shipping: '150.00',
      fee: '153.25',
      total: '10303.25',
      paymentMethod: 'stcpay' as const,
    };
    const ar = renderEmail(orderPaidReceiptTemplate, data, 'ar', context);
    expect(ar.subject.startsWith('إيصال الطلب 7F3C2A10')).toBe(true);
    expect(ar.text).toContain('10303.25 ريال');
    expect(ar.text).toContain('Total paid: 10303.25 SAR');
    expect(ar.text).toContain('https://art.example.sa/dashboard?lang=ar');
    expect(ar.html).toContain('dir="rtl"');
    const en = renderEmail(orderPaidReceiptTemplate, data, 'en', context);
    expect(en.subject.startsWith('Receipt for order 7F3C2A10')).toBe(true);
  });

  it('tells the seller the work sold, with the commission and the payout after delivery', () => {
    const mail = renderEmail(
      orderSoldTemplate,
      { ...base, amount: '10000.00', commission: '1000.00', payout: '9150.00', payoutBusinessDays: 3 },
      'en',
      context,
    );
    expect(mail.subject.startsWith('Your work sold: "Dunes at Dusk" (order 7F3C2A10)')).toBe(true);
    expect(mail.text).toContain('Your payout: 9150.00 SAR, due 3 business days after delivery');
    expect(mail.text).toContain('https://art.example.sa/seller');
  });

  it('tells the buyer why the order was cancelled, declined or timed out', () => {
    const released = (reason: 'payment_failed' | 'payment_timeout') =>
      renderEmail(orderReleasedTemplate, { ...base, artworkId: 'w1', reason }, 'en', context);
    const declined = released('payment_failed');
    expect(declined.text).toContain('was declined');
    expect(declined.text).toContain('https://art.example.sa/artwork/w1');
    const late = released('payment_timeout');
    expect(late.text).toContain('ran out');
    expect(late.text).toContain('انتهت مهلة الدفع');
  });
});

describe('dispute e-mails', () => {
  it('asks the seller to answer a reported problem, and tells the buyer it was received, in Arabic', () => {
    const seller = renderEmail(
      orderDisputeOpenedTemplate,
      { ...base, audience: 'seller', reason: 'damaged' },
      'en',
      context,
    );
    expect(seller.subject.startsWith('A problem was reported with order 7F3C2A10: "Dunes at Dusk"')).toBe(true);
    expect(seller.text).toContain('arrived damaged');
    expect(seller.text).toContain('https://art.example.sa/seller');
    const buyer = renderEmail(
      orderDisputeOpenedTemplate,
      { ...base, audience: 'buyer', reason: 'other' },
      'ar',
      context,
    );
    expect(buyer.text).toContain('استلمنا بلاغك');
    expect(buyer.text).toContain('https://art.example.sa/dashboard?lang=ar');
  });

  it('gives the decision with the refund and the reason', () => {
    const data = { ...base, audience: 'buyer' as const, refund: '500.50', reason: 'Repair' };
    const partial = renderEmail(orderDisputeResolvedTemplate, { ...data, decision: 'refund_partial' }, 'en', context);
    expect(partial.text).toContain('The buyer is refunded 500.50 SAR.');
    expect(partial.text).toContain('Reason: Repair');
    const rejected = renderEmail(orderDisputeResolvedTemplate, { ...data, decision: 'rejected' }, 'ar', context);
    expect(rejected.text).toContain('لم يُقبل البلاغ');
  });
});

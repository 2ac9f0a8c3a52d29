/** STC Pay's adapter over its simulator: the checkout is our code page; a texted code pays once, a wrong one is
 * `wrong_code`, an expired one `expired`; a refund finds the paid transaction by inquiry. */
import { describe, expect, it } from '@jest/globals';
import { CheckoutUnsupported } from './provider-adapter.js';
import { StcPayAdapter } from './stcpay.adapter.js';
import { STCPAY_SIMULATOR_BASE, StcPaySimulator } from './stcpay-simulator.js';

const request = { provider: 'stcpay' as const, orderId: 'reg-1', amount: 150, currency: 'SAR' };

function setUp() {
  let now = new Date('2026-11-29T09:00:00Z');
  const clock = () => now;
  const simulator = new StcPaySimulator(clock);
  const adapter = new StcPayAdapter({ merchantId: 'sandbox', apiBase: STCPAY_SIMULATOR_BASE }, simulator.fetch, clock);
  return { simulator, adapter, later: (ms: number) => (now = new Date(now.getTime() + ms)) };
}

describe('STC Pay adapter on the simulator', () => {
  it('sends the payer to our code page, and refuses a checkout that has none', async () => {
    const { adapter } = setUp();
    expect(await adapter.create({ ...request, otpPage: '/pay/stcpay/reg-1' })).toEqual({
      provider: 'stcpay',
      reference: 'stcpay_reg-1',
      nextAction: { type: 'redirect', url: '/pay/stcpay/reg-1' },
    });
    await expect(adapter.create(request)).rejects.toBeInstanceOf(CheckoutUnsupported);
  });

  it('texts a six-digit code valid five minutes; a wrong code leaves it standing, the right one pays', async () => {
    const { simulator, adapter } = setUp();
    const sent = await adapter.authorizeOtp({ orderId: 'reg-1', mobile: '0551234567', amount: 150 });
    expect(sent.expiresAt).toBe('2026-11-29T09:05:00.000Z');
    const code = simulator.lastCode('966551234567')!;
    expect(code).toMatch(/^\d{6}$/);
    const wrong = String((Number(code) + 1) % 1_000_000).padStart(6, '0');
    expect(await adapter.confirmOtp(sent, wrong)).toMatchObject({ status: 'wrong_code' });
    const paid = await adapter.confirmOtp(sent, code);
    expect(paid).toMatchObject({ status: 'paid', amount: 150 });
    expect(paid.providerReference).toMatch(/^STC\d+$/);
    expect(await adapter.refund('stcpay_reg-1', 50)).toMatchObject({ status: 'succeeded' });
    expect(await adapter.refund('stcpay_reg-2', 50)).toEqual({ reference: '', status: 'failed' });
  });

  it('answers expired after five minutes, and refuses a mobile that is not Saudi', async () => {
    const { simulator, adapter, later } = setUp();
    const sent = await adapter.authorizeOtp({ orderId: 'reg-1', mobile: '966551234567', amount: 150 });
    later(5 * 60_000 + 1);
    expect(await adapter.confirmOtp(sent, simulator.lastCode('966551234567')!)).toMatchObject({ status: 'expired' });
    await expect(adapter.authorizeOtp({ orderId: 'reg-1', mobile: '0412345678', amount: 150 })).rejects.toThrow(
      /Saudi mobile/,
    );
  });

  it('shows the texts it sent to a mobile in any Saudi form, and none when it does not stand for STC Pay', async () => {
    const { simulator, adapter } = setUp();
    await adapter.authorizeOtp({ orderId: 'reg-1', mobile: '0551234567', amount: 150 });
    const texts = simulator.textsTo('+966551234567');
    expect(texts).toEqual([
      { text: expect.stringContaining(simulator.lastCode('966551234567')!), at: expect.any(String) },
    ]);
    expect(simulator.textsTo('0551234568')).toEqual([]);
    expect(simulator.textsTo('0412345678')).toBeNull();
    expect(new StcPaySimulator(undefined, false).textsTo('0551234567')).toBeNull();
  });
});

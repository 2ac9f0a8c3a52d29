/** What the platform settings are until an admin first changes them; the two the environment may set are given. */
import type { PlatformSettings } from './settings.events.js';

export function shippedSettings(kycBidCeiling: number, workshopSeatHoldMinutes: number): PlatformSettings {
  return {
    platformName: 'Gulf Art Marketplace',
    platformNameAr: 'سوق الفن الخليجي',
    vatNumber: '300000000000003',
    commercialRegistration: '1010000000',
    buyersPremiumTiers: [
      { upTo: 100_000, percent: 25 },
      { upTo: null, percent: 20 },
    ],
    softCloseMinutes: 2,
    bidsPerMinutePerBidder: 120,
    kycBidCeiling,
    workshopSeatHoldMinutes,
    paymentFees: [
      // Named as checkout's payment methods (the orders' PaymentMethod), which apply them.
      { method: 'stcpay', percent: 1.5, fixedSar: 1 },
      { method: 'stripe', percent: 2.9, fixedSar: 1 },
      { method: 'paypal', percent: 3.4, fixedSar: 1.5 },
      { method: 'bank_transfer', percent: 0, fixedSar: 0 },
    ],
    supportEmail: 'support@gulfart.example',
    supportPhone: '+966 11 000 0000',
  };
}

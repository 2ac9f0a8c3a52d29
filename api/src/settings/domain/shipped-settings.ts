/** What the platform settings are until an admin first changes them; the two the environment may set are given. */
import type { PlatformSettings } from './settings.events.js';

export function shippedSettings(kycBidCeiling: number, workshopSeatHoldMinutes: number): PlatformSettings {
  return {
    platformName: 'Gulf Art Marketplace',
    platformNameAr: 'سوق الخليج للفنون',
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
      { method: 'mada', percent: 1, fixedSar: 0 },
      { method: 'card', percent: 2.5, fixedSar: 1 },
      { method: 'apple_pay', percent: 2.5, fixedSar: 1 },
      { method: 'bank_transfer', percent: 0, fixedSar: 0 },
    ],
    supportEmail: 'support@gulfart.example',
    supportPhone: '+966 11 000 0000',
  };
}

/**
 * A Saudi national address that passes checkout's rules: the domain specs check its rules against it, the HTTP
 * specs check out with it (through `orders/testing/`), and the demo's collector checks out with it.
 */
import type { DeliveryAddress } from './checkout-rules.js';

export const RIYADH_ADDRESS: DeliveryAddress = {
  recipientName: 'Reem Al-Mansouri',
  phone: '+966501234567',
  countryCode: 'SA',
  city: 'Riyadh',
  district: 'Al Olaya',
  street: 'King Fahd Road',
  buildingNumber: '2929',
  postalCode: '12211',
  additionalNumber: '7788',
  shortAddress: 'RRRD2929',
  line2: '',
};

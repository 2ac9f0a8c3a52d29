/** The registration the registration deciders' specs start from: 100 SAR plus a 2 SAR fee, by STC Pay. */
import type { RegistrationPlacedData } from '../workshops.events.js';

export const placedData: RegistrationPlacedData = {
  registrationId: 'r',
  workshopId: 'w',
  userId: 'u',
  tierId: 't',
  paymentMethod: 'stcpay',
  paymentReference: 'stcpay_r',
  placedAt: '2026-03-01T10:00:00.000Z',
  firstName: 'Reem',
  lastName: 'Al-Harbi',
  email: 'reem@example.sa',
  phone: '',
  customResponses: '{}',
  price: 100,
  discountAmount: 0,
  totalAmount: 100,
  transactionFee: 2,
  amountDue: 102,
  currency: 'SAR',
};

/** An order as the API answers it, for the orders feature's specs (buy-now awaiting payment unless overridden). */
export const work = { id: 'w1', title: 'Desert Dawn', titleAr: 'فجر الصحراء', image: null };
export const order = (over: Record<string, unknown> = {}) => ({
  id: 'o1',
  artworkId: 'w1',
  buyerId: 'u-1',
  sellerId: 's-1',
  source: 'offer',
  status: 'awaiting_payment',
  isOrder: true,
  role: 'buyer',
  currency: 'SAR',
  amount: 9000,
  offer: null,
  paymentDueAt: null,
  checkout: null,
  payment: null,
  refunded: 0,
  artwork: work,
  invoice: null,
  createdAt: '2026-11-26T10:00:00Z',
  ...over,
});

/** A payout on the seller's desk, as the API lists it (the status is the spec's to give). */
export const payout = (over: Record<string, unknown> = {}) => ({
  id: 'o1',
  orderId: 'o1',
  artwork: work,
  amount: 9000,
  commission: 900,
  payout: 8250,
  settlesBusinessDaysAfterDelivery: 3,
  dueOn: '2026-12-01',
  paidAt: '2026-11-26T10:00:00Z',
  ...over,
});

/** The workshop the deciders' specs start from: two tiers (one seat of early bird), a required select field. */
import { seatAmounts } from '../pricing.js';
import { ticketTierDefaults } from '../detail-defaults.js';
import type { TakeSeat } from '../workshop.decider.js';
import type { WorkshopDetails, WorkshopEvent } from '../workshops.events.js';

export const now = new Date('2026-03-01T10:00:00Z');
export const details: WorkshopDetails = {
  title: 'Calligraphy basics',
  titleAr: 'أساسيات الخط',
  description: 'Thuluth strokes',
  descriptionAr: 'ضربات الثلث',
  category: 'drawing',
  skillLevel: 'beginner',
  startDate: '2026-04-01T16:00:00Z',
  duration: '3 hours',
  sessions: [{ startsAt: '2026-04-01T16:00:00.000Z', endsAt: '2026-04-01T19:00:00.000Z' }],
  maxParticipants: 3,
  locationType: 'in_person',
  location: 'Riyadh',
  locationAr: 'الرياض',
  price: 400,
  currency: 'SAR',
  instructor: 'Nasser',
  materials: '',
  prerequisites: '',
  certificate: true,
  cancellationPolicy: '',
  cancellationPolicyAr: '',
  featured: false,
  imageUrl: null,
  ticketTiers: [
    {
      ...ticketTierDefaults(),
      id: 'early',
      tierName: 'Early bird',
      tierNameAr: 'حجز مبكر',
      price: 400,
      maxQuantity: 1,
      earlyBirdEndDate: '2026-03-15T00:00:00Z',
      discountPercentage: 25,
    },
    { ...ticketTierDefaults(), id: 'standard', tierName: 'Standard', tierNameAr: 'عادي', price: 400 },
  ],
  registrationFields: [
    {
      id: 'f1',
      fieldName: 'experience',
      fieldLabel: 'Experience',
      fieldLabelAr: 'الخبرة',
      fieldType: 'select',
      placeholder: '',
      placeholderAr: '',
      fieldOptions: ['none', 'some'],
      fieldOptionsAr: ['لا شيء', 'بعض'],
      isRequired: true,
    },
  ],
  paymentMethods: [
    { id: 'm1', paymentProvider: 'stcpay', transactionFeePercentage: 1.5, fixedTransactionFee: 1, isActive: true },
    { id: 'm2', paymentProvider: 'paypal', transactionFeePercentage: 3, fixedTransactionFee: 0, isActive: false },
  ],
};
export const created: WorkshopEvent = {
  type: 'WorkshopCreated',
  data: { workshopId: 'w', organiserId: 'org', ...details },
};
export const published: WorkshopEvent = { type: 'WorkshopPublished', data: { workshopId: 'w', actorId: 'org' } };
export const take = (over: Partial<TakeSeat> = {}): TakeSeat => ({
  type: 'TakeSeat',
  workshopId: 'w',
  registrationId: 'r1',
  userId: 'u1',
  ticketTierId: 'early',
  paymentMethod: 'stcpay',
  clientTotal: 300,
  customResponses: { experience: 'some' },
  now,
  holdMs: 30 * 60_000,
  ...over,
});
export const seatTaken = (registrationId: string, userId: string, tierId = 'standard'): WorkshopEvent => ({
  type: 'WorkshopSeatTaken',
  data: {
    workshopId: 'w',
    registrationId,
    userId,
    tierId,
    paymentMethod: 'stcpay',
    ...seatAmounts(details.ticketTiers[1]!, details.paymentMethods[0]!, now),
  },
});

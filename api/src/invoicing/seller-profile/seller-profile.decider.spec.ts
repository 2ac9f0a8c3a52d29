import { describe, it } from '@jest/globals';
import { specFor } from '../../platform/commands/testing/decider-spec.js';
import { sellerProfileDecider } from './seller-profile.decider.js';
import type { SellerProfile, SellerProfileCommand, SellerProfileSet } from './seller-profile.decider.js';
import { RIYADH_ADDRESS } from '../domain/testing/invoice-samples.js';

const profile: SellerProfile = {
  businessName: 'Najd Gallery',
  businessNameAr: 'معرض نجد',
  vatNumber: '300000000000003',
  crNumber: '1010010000',
  address: RIYADH_ADDRESS,
};
const set = (p: SellerProfile = profile): SellerProfileCommand => ({
  type: 'SetSellerProfile',
  sellerId: 'seller-1',
  actorId: 'seller-1',
  profile: p,
});
const profileSet = (p: SellerProfile = profile): SellerProfileSet => ({
  type: 'SellerProfileSet',
  data: { sellerId: 'seller-1', ...p },
});

const given = specFor(sellerProfileDecider);

describe('seller profile decider', () => {
  it('records the seller’s tax identity', () => {
    given([]).when(set()).then([profileSet()]);
  });

  it('records a change, and nothing when the same profile is sent again', () => {
    const moved = { ...profile, address: { ...profile.address, city: 'Jeddah' } };
    given([profileSet()])
      .when(set(moved))
      .then([profileSet(moved)]);
    given([profileSet()]).when(set()).then([]);
  });

  it('lets only the seller change their profile', () => {
    given([])
      .when({ ...set(), actorId: 'someone-else' })
      .thenError('forbidden');
  });

  it('refuses a VAT number that is not 15 digits beginning and ending with 3, naming the field', () => {
    given([])
      .when(set({ ...profile, vatNumber: '123' }))
      .thenError('validation_failed', 'vat_number');
    given([])
      .when(set({ ...profile, vatNumber: '400000000000003' }))
      .thenError('validation_failed', 'vat_number');
  });
});

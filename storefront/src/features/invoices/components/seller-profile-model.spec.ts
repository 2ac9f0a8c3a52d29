import { describe, expect, it } from 'vitest';
import {
  profileBody,
  profileValues,
  sellerFieldOf,
  validateSellerProfile,
  type SellerProfileValues,
} from './seller-profile-model';

const address = {
  street: 'King Fahd Road',
  building_number: '2322',
  postal_code: '12222',
  district: 'Al Olaya',
  city: 'Riyadh',
  country_code: 'SA',
};
const valid = (overrides: Partial<SellerProfileValues> = {}): SellerProfileValues => ({
  business_name: 'Desert Light Gallery',
  business_name_ar: 'معرض ضوء الصحراء',
  vat_number: '300000000000003',
  cr_number: '1010123456',
  ...address,
  ...overrides,
});

describe('seller profile form', () => {
  it('accepts a complete profile and sends the structured address', () => {
    expect(validateSellerProfile(valid())).toEqual({});
    expect(profileBody(valid())).toEqual({
      business_name: 'Desert Light Gallery',
      business_name_ar: 'معرض ضوء الصحراء',
      vat_number: '300000000000003',
      cr_number: '1010123456',
      address,
    });
  });

  it.each([
    ['business_name', { business_name: '' }, 'required'],
    ['business_name_ar', { business_name_ar: ' ' }, 'required'],
    ['vat_number', { vat_number: '123' }, 'vat'],
    ['vat_number', { vat_number: '400000000000003' }, 'vat'],
    ['cr_number', { cr_number: '12345' }, 'cr'],
    ['street', { street: '' }, 'required'],
    ['building_number', { building_number: '12' }, 'buildingNumber'],
    ['postal_code', { postal_code: 'ABCDE' }, 'postalCode'],
    ['district', { district: '' }, 'required'],
    ['city', { city: '' }, 'required'],
    ['country_code', { country_code: 'sa' }, 'countryCode'],
  ] as const)('refuses a bad %s', (field, overrides, error) => {
    expect(validateSellerProfile(valid(overrides))[field]).toBe(error);
  });

  it('fills the form from the saved profile, Saudi Arabia by default, and maps server field names', () => {
    expect(profileValues(null).country_code).toBe('SA');
    expect(
      profileValues({
        businessName: 'G',
        businessNameAr: 'م',
        vatNumber: '3',
        crNumber: '1',
        address: {
          street: 's',
          buildingNumber: '1234',
          postalCode: '12345',
          district: 'd',
          city: 'c',
          countryCode: 'AE',
        },
      }),
    ).toMatchObject({ building_number: '1234', country_code: 'AE' });
    expect(sellerFieldOf('address.building_number')).toBe('building_number');
    expect(sellerFieldOf('vat_number')).toBe('vat_number');
    expect(sellerFieldOf('address')).toBeNull();
  });
});

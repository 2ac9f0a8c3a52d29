/** The seller profile form (PUT /api/invoices/seller-profile): the seller of record's tax identity. */
export interface SellerProfileValues {
  business_name: string;
  business_name_ar: string;
  vat_number: string;
  cr_number: string;
  street: string;
  building_number: string;
  postal_code: string;
  district: string;
  city: string;
  country_code: string;
}
export type SellerField = keyof SellerProfileValues;

export const ADDRESS_PARTS = ['street', 'building_number', 'postal_code', 'district', 'city', 'country_code'] as const;

export interface SellerProfileView {
  businessName: string;
  businessNameAr: string;
  vatNumber: string;
  crNumber: string;
  address?: {
    street: string;
    buildingNumber: string;
    postalCode: string;
    district: string;
    city: string;
    countryCode: string;
  };
}

export const profileValues = (p: SellerProfileView | null): SellerProfileValues => ({
  business_name: p?.businessName ?? '',
  business_name_ar: p?.businessNameAr ?? '',
  vat_number: p?.vatNumber ?? '',
  cr_number: p?.crNumber ?? '',
  street: p?.address?.street ?? '',
  building_number: p?.address?.buildingNumber ?? '',
  postal_code: p?.address?.postalCode ?? '',
  district: p?.address?.district ?? '',
  city: p?.address?.city ?? '',
  country_code: p?.address?.countryCode ?? 'SA',
});

/** Each field's problem as a key under invoices.form.errors. */
export function validateSellerProfile(v: SellerProfileValues): Partial<Record<SellerField, string>> {
  const errors: Partial<Record<SellerField, string>> = {};
  for (const [field, value] of Object.entries(v) as [SellerField, string][])
    if (!value.trim()) errors[field] = 'required';
  if (v.vat_number.trim() && !/^3\d{13}3$/.test(v.vat_number.trim())) errors.vat_number = 'vat';
  if (v.cr_number.trim() && !/^\d{10}$/.test(v.cr_number.trim())) errors.cr_number = 'cr';
  if (v.building_number.trim() && !/^\d{4}$/.test(v.building_number.trim())) errors.building_number = 'buildingNumber';
  if (v.postal_code.trim() && !/^\d{5}$/.test(v.postal_code.trim())) errors.postal_code = 'postalCode';
  if (v.country_code.trim() && !/^[A-Z]{2}$/.test(v.country_code.trim())) errors.country_code = 'countryCode';
  return errors;
}

export const profileBody = (v: SellerProfileValues) => ({
  business_name: v.business_name.trim(),
  business_name_ar: v.business_name_ar.trim(),
  vat_number: v.vat_number.trim(),
  cr_number: v.cr_number.trim(),
  address: Object.fromEntries(ADDRESS_PARTS.map((part) => [part, v[part].trim()])),
});

/** `address.building_number` → building_number. */
export const sellerFieldOf = (serverField: string): SellerField | null => {
  const name = serverField.replace(/^address\./, '');
  return name in profileValues(null) ? (name as SellerField) : null;
};

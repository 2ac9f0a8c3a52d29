/** What the invoicing end-to-end suites send: a Saudi address, a seller profile and an invoice form. */
export const RIYADH_ADDRESS = {
  street: 'King Fahd Road',
  building_number: '2322',
  postal_code: '12222',
  district: 'Al Olaya',
  city: 'Riyadh',
  country_code: 'SA',
};

/** PUT /api/invoices/seller-profile */
export const sellerProfile = (name = 'Gallery', nameAr = 'معرض') => ({
  business_name: name,
  business_name_ar: nameAr,
  vat_number: '300000000000003',
  cr_number: '1010010000',
  address: RIYADH_ADDRESS,
});

/** POST /api/invoices: a standard invoice for a VAT-registered buyer. */
export const invoiceForm = (overrides: Record<string, unknown> = {}) => ({
  buyer_name: 'Buyer Co',
  buyer_vat_number: '399999999800003',
  buyer_address: RIYADH_ADDRESS,
  invoice_description_en: 'Oil painting',
  invoice_description_ar: 'لوحة زيتية',
  amount: 10000,
  invoice_type: 'standard',
  payment_method: 'bank_transfer',
  discount_percentage: 10,
  shipping_amount: 50,
  supply_date: '2026-01-10',
  ...overrides,
});

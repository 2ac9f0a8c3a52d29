/** The parties' shapes the invoicing domain records (the UBL document in zatca/ uses the same). */
export interface StructuredAddress {
  street: string;
  buildingNumber: string;
  postalCode: string;
  district: string;
  city: string;
  /** ISO 3166-1 alpha-2. */
  countryCode: string;
}

/** Buyer identification schemes the authority accepts when a buyer has no VAT number (BR-KSA-14). */
export type BuyerIdScheme = 'TIN' | 'CRN' | 'MOM' | 'MLS' | '700' | 'SAG' | 'NAT' | 'GCC' | 'IQA' | 'PAS' | 'OTH';

import type { InvoiceSellerSnapshot } from '../domain/invoice.events.js';
import type { CsrFields, ZatcaEnvironment } from './zatca-csr.js';

/** The solution's name and version in the SN field (`1-solution|2-version|3-unit`). */
const SOLUTION = 'GulfArtMarketplace';
const VERSION = '1.0';

/**
 * The CSR fields for a seller of record, from the seller snapshot an invoice carries. The unit (EGS) is one
 * per seller: the platform signs for each seller with that seller's own key. OU is the seller's CR number
 * (the authority asks for a branch name, or the TIN for VAT groups); the business category is the
 * marketplace's trade, since the seller profile does not record one.
 */
export function csrFieldsFor(seller: InvoiceSellerSnapshot, environment: ZatcaEnvironment): CsrFields {
  const sandbox = environment === 'sandbox';
  const { address } = seller;
  return {
    commonName: `${sandbox ? 'SANDBOX-' : ''}EGS-${seller.vatNumber}`,
    organizationName: sandbox ? `${seller.businessName} (SANDBOX)` : seller.businessName,
    organizationalUnitName: seller.crNumber || 'Main',
    countryName: 'SA',
    serialNumber: `1-${SOLUTION}|2-${VERSION}|3-${seller.sellerId}`,
    vatNumber: seller.vatNumber,
    invoiceType: '1100',
    registeredAddress:
      [address.buildingNumber, address.street, address.district, address.city].filter(Boolean).join(' ') || 'Unknown',
    businessCategory: 'Art trade',
    environment,
  };
}

import type { InvoiceBuyer, InvoiceSeller, StructuredAddress } from './ubl-invoice.types.js';
import { el, type XmlNode } from './ubl-xml-writer.js';

function postalAddress(address: StructuredAddress): XmlNode {
  return el('cac:PostalAddress', [
    el('cbc:StreetName', address.street),
    el('cbc:BuildingNumber', address.buildingNumber),
    el('cbc:CitySubdivisionName', address.district),
    el('cbc:CityName', address.city),
    el('cbc:PostalZone', address.postalCode),
    el('cac:Country', [el('cbc:IdentificationCode', address.countryCode)]),
  ]);
}

const vatScheme = (companyId?: string): XmlNode =>
  el('cac:PartyTaxScheme', [
    companyId ? el('cbc:CompanyID', companyId) : undefined,
    el('cac:TaxScheme', [el('cbc:ID', 'VAT')]),
  ]);

export function supplierParty(seller: InvoiceSeller): XmlNode {
  return el('cac:AccountingSupplierParty', [
    el('cac:Party', [
      el('cac:PartyIdentification', [el('cbc:ID', seller.crNumber, { schemeID: 'CRN' })]),
      postalAddress(seller.address),
      vatScheme(seller.vatNumber),
      el('cac:PartyLegalEntity', [el('cbc:RegistrationName', seller.name)]),
    ]),
  ]);
}

/** A simplified invoice's buyer may be anonymous: then the party is present but empty of identity. */
export function customerParty(buyer: InvoiceBuyer): XmlNode {
  const identification =
    !buyer.vatNumber && buyer.id && buyer.idScheme
      ? el('cac:PartyIdentification', [el('cbc:ID', buyer.id, { schemeID: buyer.idScheme })])
      : undefined;
  return el('cac:AccountingCustomerParty', [
    el('cac:Party', [
      identification,
      buyer.address ? postalAddress(buyer.address) : undefined,
      vatScheme(buyer.vatNumber),
      buyer.name ? el('cac:PartyLegalEntity', [el('cbc:RegistrationName', buyer.name)]) : undefined,
    ]),
  ]);
}

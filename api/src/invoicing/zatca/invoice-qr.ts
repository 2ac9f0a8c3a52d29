import type { Document } from '@xmldom/xmldom';
import { type QrFields, qrTimestamp } from './qr-tlv.js';
import type { SigningCertificate } from './signing-certificate.js';
import { selectText } from './xml-dom.js';

/** Document facts the QR repeats, read from the invoice itself so the two cannot disagree. */
export interface InvoiceQrFacts {
  sellerName: string;
  vatNumber: string;
  timestamp: string;
  totalWithVat: string;
  /** The first TaxTotal's amount, as the SDK's samples take it (whatever its currency). */
  vatTotal: string;
  simplified: boolean;
}

export function readQrFacts(doc: Document): InvoiceQrFacts {
  const required = (expression: string, what: string): string => {
    const value = selectText(expression, doc);
    if (!value) throw new Error(`invoice has no ${what} for the QR code`);
    return value;
  };
  return {
    sellerName: required(
      '/*/cac:AccountingSupplierParty/cac:Party/cac:PartyLegalEntity/cbc:RegistrationName',
      'seller name',
    ),
    vatNumber: required(
      '/*/cac:AccountingSupplierParty/cac:Party/cac:PartyTaxScheme/cbc:CompanyID',
      'seller VAT number',
    ),
    timestamp: qrTimestamp(required('/*/cbc:IssueDate', 'issue date'), required('/*/cbc:IssueTime', 'issue time')),
    totalWithVat: required('/*/cac:LegalMonetaryTotal/cbc:TaxInclusiveAmount', 'total with VAT'),
    vatTotal: required('/*/cac:TaxTotal[1]/cbc:TaxAmount', 'VAT total'),
    simplified: (selectText('/*/cbc:InvoiceTypeCode/@name', doc) ?? '').startsWith('02'),
  };
}

export function invoiceQrFields(
  facts: InvoiceQrFacts,
  invoiceHash: string,
  signature: string,
  certificate: SigningCertificate,
): QrFields {
  const { simplified, ...text } = facts;
  return {
    ...text,
    invoiceHash,
    signature,
    publicKey: certificate.publicKeyDer,
    ...(simplified ? { certificateSignature: certificate.caSignature } : {}),
  };
}

/** What the UBL builder needs; amounts are integer halalas (1/100 of the currency unit), never floats. */
import type { BuyerIdScheme, StructuredAddress } from '../domain/invoice.parties.js';

export type { BuyerIdScheme, StructuredAddress } from '../domain/invoice.parties.js';
export type InvoiceDocumentKind = 'invoice' | 'creditNote' | 'debitNote';
/** standard = B2B, cleared (0100000); simplified = B2C, reported (0200000). */
export type InvoiceFlavour = 'standard' | 'simplified';

export interface InvoiceSeller {
  name: string;
  vatNumber: string;
  crNumber: string;
  address: StructuredAddress;
}

export interface InvoiceBuyer {
  name?: string;
  vatNumber?: string;
  idScheme?: BuyerIdScheme;
  id?: string;
  address?: StructuredAddress;
}

export interface InvoiceLineInput {
  name: string;
  /** Up to six decimals; the line total is rounded to halalas. */
  quantity: number;
  unitPriceHalalas: number;
  /** Only standard-rated lines for now. */
  vatCategory: 'S';
  vatPercent: number;
}

export interface UblInvoiceInput {
  kind: InvoiceDocumentKind;
  flavour: InvoiceFlavour;
  invoiceNumber: string;
  uuid: string;
  /** The instant of issue; written as the date and time in Asia/Riyadh. */
  issuedAt: Date;
  /** Date of supply (KSA-5), required on standard invoices; defaults to the issue date. */
  supplyDate?: string;
  /** Invoice counter value (KSA-16). */
  icv: number;
  /** Previous invoice hash, base64 (KSA-13). */
  pih: string;
  currency: string;
  seller: InvoiceSeller;
  buyer: InvoiceBuyer;
  lines: InvoiceLineInput[];
  /** Credit and debit notes: the invoice they correct (BR-KSA-56) and why (KSA-10). */
  billingReference?: { invoiceNumber: string; reason: string };
  /** UNTDID 4461 payment means; 10 = cash, 30 = credit transfer, 48 = bank card. */
  paymentMeansCode?: string;
}

/**
 * The unsigned UBL document of an issued invoice, built only from its events, so the hash recorded in the
 * seller's chain at issue is the hash the signing worker recomputes from the same facts later.
 * The UBL builder has no document allowances or charges yet, so a discounted line is written at its taxable
 * amount (quantity 1) and shipping as its own line: totals and VAT equal the server's amounts.
 */
import type { UblInvoiceInput, InvoiceLineInput } from '../zatca/ubl-invoice.types.js';
import { buildUblInvoice } from '../zatca/ubl-invoice.js';
import { hashAsSigned } from '../zatca/xades-signature.js';
import type { InvoiceFacts, IssuedFacts } from '../domain/invoice.state.js';
import type { PaymentMethod } from '../domain/invoice.events.js';

const PAYMENT_MEANS: Record<PaymentMethod, string> = {
  none: '1',
  bank_transfer: '30',
  cash: '10',
  credit_card: '48',
  stc_pay: '68',
};

export function ublInputOf(invoice: InvoiceFacts, issued: IssuedFacts): UblInvoiceInput {
  const { amounts } = invoice;
  const lines: InvoiceLineInput[] = invoice.lines.map((line, i) =>
    amounts.lines[i]!.discountHalalas === 0
      ? {
          name: line.descriptionEn,
          quantity: line.quantity,
          unitPriceHalalas: line.unitPriceHalalas,
          vatCategory: 'S',
          vatPercent: amounts.vatRate,
        }
      : {
          name: line.descriptionEn,
          quantity: 1,
          unitPriceHalalas: amounts.lines[i]!.taxableHalalas,
          vatCategory: 'S',
          vatPercent: amounts.vatRate,
        },
  );
  if (amounts.shippingHalalas > 0) {
    lines.push({
      name: 'Shipping',
      quantity: 1,
      unitPriceHalalas: amounts.shippingHalalas,
      vatCategory: 'S',
      vatPercent: amounts.vatRate,
    });
  }
  const { buyer, seller } = invoice;
  return {
    kind: invoice.documentKind ?? 'invoice',
    flavour: invoice.invoiceType,
    invoiceNumber: invoice.invoiceNumber,
    uuid: issued.uuid,
    issuedAt: new Date(issued.issuedAt),
    supplyDate: invoice.supplyDate ?? undefined,
    icv: issued.icv,
    pih: issued.pih,
    currency: invoice.currency,
    seller: {
      name: seller.businessName,
      vatNumber: seller.vatNumber,
      crNumber: seller.crNumber,
      address: seller.address,
    },
    buyer: {
      name: buyer.name,
      vatNumber: buyer.vatNumber ?? undefined,
      idScheme: buyer.idScheme ?? undefined,
      id: buyer.id ?? undefined,
      address: Object.values(buyer.address ?? {}).every((part) => !part) ? undefined : buyer.address,
    },
    lines,
    billingReference: invoice.billingReference
      ? { invoiceNumber: invoice.billingReference.invoiceNumber, reason: invoice.billingReference.reason }
      : undefined,
    paymentMeansCode: PAYMENT_MEANS[invoice.paymentMethod],
  };
}

/** The invoice hash (base64) the next invoice's PIH links to. */
export function issuedInvoiceHash(invoice: InvoiceFacts, issued: IssuedFacts): string {
  return hashAsSigned(buildUblInvoice(ublInputOf(invoice, issued)));
}

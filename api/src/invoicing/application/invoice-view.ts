/** An invoice as the client reads it: every field of SPEC section 3 in camelCase, money in riyals. */
import type { InvoiceDoc } from '../projections/invoices.projection.js';

const riyals = (halalas: number) => halalas / 100;

export function toInvoiceView(doc: InvoiceDoc) {
  const { amounts, seller, buyer, lines } = doc;
  return {
    id: doc.id,
    invoiceNumber: doc.invoiceNumber,
    invoiceType: doc.invoiceType,
    status: doc.status,
    issueDate: doc.issueDate,
    createdAt: doc.createdAt,
    supplyDate: doc.supplyDate,
    dueDate: doc.dueDate,
    currency: doc.currency,
    subtotal: riyals(amounts.subtotalHalalas),
    discountPercentage: amounts.discountPercentage,
    discountAmount: riyals(amounts.discountHalalas),
    shippingAmount: riyals(amounts.shippingHalalas),
    vatRate: amounts.vatRate,
    vatAmount: riyals(amounts.vatHalalas),
    totalAmount: riyals(amounts.totalHalalas),
    paymentMethod: doc.paymentMethod,
    sellerBusinessName: seller.businessName,
    sellerBusinessNameAr: seller.businessNameAr,
    vatNumber: seller.vatNumber,
    sellerCrNumber: seller.crNumber,
    sellerAddress: seller.address,
    buyerName: buyer.name,
    buyerVatNumber: buyer.vatNumber,
    buyerIdScheme: buyer.idScheme,
    buyerId: buyer.id,
    buyerAddress: buyer.address,
    /** A simplified invoice's address as the seller wrote it (null when given in parts). */
    buyerAddressText: buyer.addressText ?? null,
    /** The year's retention period ended and its key was destroyed: only the buyer's name is left. */
    buyerDetailsRemoved: doc.buyerDetailsRemoved === true,
    itemDescription: lines.map((l) => l.descriptionEn).join('; '),
    itemDescriptionAr: lines.map((l) => l.descriptionAr).join('؛ '),
    lines: lines.map((l, i) => ({
      descriptionEn: l.descriptionEn,
      descriptionAr: l.descriptionAr,
      quantity: l.quantity,
      unitPrice: riyals(l.unitPriceHalalas),
      vatCategory: l.vatCategory,
      netAmount: riyals(amounts.lines[i]!.netHalalas),
      vatAmount: riyals(amounts.lines[i]!.vatHalalas),
    })),
    referenceNumber: doc.referenceNumber,
    notes: doc.notes,
    notesAr: doc.notesAr,
    icv: doc.icv,
    pih: doc.pih,
    zatcaUuid: doc.zatcaUuid,
    invoiceHash: doc.invoiceHash,
    qrCode: doc.qrCode,
    digitalSignature: doc.digitalSignature,
    zatcaClearanceStatus: doc.zatcaClearanceStatus,
    zatcaMessages: doc.zatcaMessages,
    paidAt: doc.paidAt,
    documentKind: doc.documentKind ?? 'invoice',
    billingReference: doc.billingReference ?? null,
    signedAt: doc.signedAt ?? null,
    clearedAt: doc.clearedAt ?? null,
    creditNoteId: doc.creditNoteId ?? null,
    cancellationReason: doc.cancellationReason ?? null,
    /** Signed with the authority's published test identity until the seller is onboarded: not a valid tax invoice. */
    sandboxCertificate: doc.zatcaClearanceStatus !== 'pending',
  };
}

export type InvoiceView = ReturnType<typeof toInvoiceView>;

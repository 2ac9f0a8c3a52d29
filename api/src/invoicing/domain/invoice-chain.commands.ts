/** Commands on the stream `invoiceChain-<sellerId>`. */
export type InvoiceChainCommand =
  | { type: 'AllocateInvoiceNumber'; sellerId: string; invoiceId: string }
  | { type: 'RecordInvoiceHash'; sellerId: string; invoiceId: string; hash: string };

/**
 * What the benchmarks measure of invoicing alone: the UBL document, its signature and its PDF, and a seller's
 * signer as the signing job makes one at first use (without the event store the job records it in).
 */
import type { InvoiceSellerSnapshot } from './domain/invoice.events.js';
import type { InvoiceSigner } from './zatca/xades-signature.js';
import { csrFieldsFor } from './onboarding/seller-csr-fields.js';
import { buildSandboxCertificate, generateSigningKeyPair } from './onboarding/zatca-csr.js';

export { buildUblInvoice } from './zatca/ubl-invoice.js';
export { hashAsSigned, signInvoice } from './zatca/xades-signature.js';
export { FIRST_INVOICE_PIH } from './domain/invoice-chain.state.js';
export { computeInvoiceAmounts } from './domain/invoice.amounts.js';
export { ublInputOf } from './application/invoice-document.js';
export { toInvoiceView } from './application/invoice-view.js';
export { renderInvoicePdf } from './pdf/invoice-pdfs.js';
export { CHROMIUM_PATH, PdfBrowser } from './pdf/pdf-browser.js';

/** A fresh secp256k1 key and a self-signed sandbox certificate over the seller's CSR fields. */
export function sandboxSignerFor(seller: InvoiceSellerSnapshot, at = new Date()): InvoiceSigner {
  const { privateKey, publicKey } = generateSigningKeyPair();
  const notBefore = new Date(at.getTime() - 60_000);
  const notAfter = new Date(at.getTime() + 365 * 86_400_000);
  const fields = csrFieldsFor(seller, 'sandbox');
  const certificate = buildSandboxCertificate(fields, privateKey, publicKey, { notBefore, notAfter });
  return { privateKey, certificate: certificate.pem };
}

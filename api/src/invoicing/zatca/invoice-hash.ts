import { createHash } from 'node:crypto';
import type { Document } from '@xmldom/xmldom';
import { C14nCanonicalization } from 'xml-crypto';
import { parseXml, removeNodes, selectNodes } from './xml-dom.js';

/**
 * The parts of the invoice its hash excludes: they carry the hash (signature, QR) or name it (cac:Signature).
 * Only the elements go; the whitespace around them stays, as the authority's own hashing leaves it.
 */
const EXCLUDED = [
  '/*/ext:UBLExtensions',
  '/*/cac:Signature',
  "/*/cac:AdditionalDocumentReference[normalize-space(cbc:ID)='QR']",
];

export interface InvoiceHash {
  /** base64 of the 32 raw SHA-256 bytes: the signature's DigestValue, QR tag 6 and the next invoice's PIH. */
  base64: string;
  digest: Buffer;
}

/** Canonical form of an already parsed invoice (the document is modified: excluded parts are removed). */
export function canonicalizeForHash(doc: Document): string {
  removeNodes(EXCLUDED.flatMap((expression) => selectNodes(expression, doc)));
  // C14N 1.1 without comments is what the authority names. xml-crypto's inclusive C14N 1.0 gives the same bytes
  // for a whole document: the two differ only for xml:id/xml:base inherited into a document subset.
  return new C14nCanonicalization().process(doc.documentElement as never, {}) as string;
}

export function canonicalInvoice(xml: string): string {
  return canonicalizeForHash(parseXml(xml));
}

export function hashCanonical(canonical: string): InvoiceHash {
  const digest = createHash('sha256').update(canonical, 'utf8').digest();
  return { base64: digest.toString('base64'), digest };
}

/** The invoice hash as the authority computes it, from the invoice XML exactly as stored. */
export function invoiceHash(xml: string): InvoiceHash {
  return hashCanonical(canonicalInvoice(xml));
}

export { FIRST_INVOICE_PIH } from '../domain/invoice-chain.state.js';

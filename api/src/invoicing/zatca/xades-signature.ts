import { createPrivateKey, sign, type KeyObject } from 'node:crypto';
import { canonicalizeForHash, hashCanonical, invoiceHash } from './invoice-hash.js';
import { invoiceQrFields, readQrFacts } from './invoice-qr.js';
import { encodeQrTlv } from './qr-tlv.js';
import { QR_REFERENCE, renderUblExtensions, SIGNATURE_REFERENCE, SLOT } from './signature-template.js';
import { renderSignedProperties, signedPropertiesDigest, xadesSigningTime } from './signed-properties.js';
import { loadSigningCertificate, type SigningCertificate } from './signing-certificate.js';
import { parseXml, selectElement } from './xml-dom.js';

export interface InvoiceSigner {
  /** secp256k1 private key, PEM (SEC1 or PKCS#8) or a KeyObject. */
  privateKey: string | KeyObject;
  /** The seller's certificate, PEM or bare base64, or already loaded. */
  certificate: string | SigningCertificate;
}

export interface SignedInvoice {
  /** The signed XML: store and send these exact bytes; reformatting breaks both hashes. */
  xml: string;
  invoiceHash: string;
  signature: string;
  qr: string;
  signingTime: string;
}

const EXT_NS = 'urn:oasis:names:specification:ubl:schema:xsd:CommonExtensionComponents-2';

/**
 * Signs an unsigned UBL invoice: inserts the XAdES signature as the first child, the QR reference after the last
 * AdditionalDocumentReference (after PIH) and cac:Signature after it when absent. Every insertion happens before
 * hashing, so the whitespace they bring is already part of what the hash covers.
 */
export function signInvoice(unsignedXml: string, signer: InvoiceSigner, signingTime: Date): SignedInvoice {
  const certificate =
    typeof signer.certificate === 'string' ? loadSigningCertificate(signer.certificate) : signer.certificate;
  const key = typeof signer.privateKey === 'string' ? createPrivateKey(signer.privateKey) : signer.privateKey;
  const signedProperties = renderSignedProperties(certificate, signingTime);
  const template = insertSignatureParts(unsignedXml, renderUblExtensions(certificate.base64, signedProperties));

  const doc = parseXml(template);
  const propertiesElement = selectElement('//xades:SignedProperties', doc);
  if (!propertiesElement) throw new Error('signed properties missing from the template');
  const propertiesDigest = signedPropertiesDigest(propertiesElement);
  const facts = readQrFacts(doc);
  const hash = hashCanonical(canonicalizeForHash(doc));
  // ECDSA-SHA256 over the 32 raw hash bytes (so they are hashed once more), DER encoded: what the samples carry.
  const signature = sign('sha256', hash.digest, { key, dsaEncoding: 'der' }).toString('base64');
  const qr = encodeQrTlv(invoiceQrFields(facts, hash.base64, signature, certificate));

  const xml = template
    .replace(SLOT.invoiceDigest, () => hash.base64)
    .replace(SLOT.signedPropertiesDigest, () => propertiesDigest)
    .replace(SLOT.signature, () => signature)
    .replace(SLOT.qr, () => qr);
  return { xml, invoiceHash: hash.base64, signature, qr, signingTime: xadesSigningTime(signingTime) };
}

/**
 * The invoice hash the document will have once signed, computed before signing (the seller's chain records
 * it when the invoice is issued). Signing inserts elements the hash leaves out, but also the whitespace
 * around them and the `ext` namespace on the root, which the hash covers: so hash the document as it will
 * be, with empty signature parts. The key, certificate and signing time do not change it.
 */
export function hashAsSigned(unsignedXml: string): string {
  return invoiceHash(insertSignatureParts(unsignedXml, renderUblExtensions('', ''))).base64;
}

function insertSignatureParts(xml: string, ublExtensions: string): string {
  if (/<ext:UBLExtensions\b/.test(xml) || /<cbc:ID>\s*QR\s*<\/cbc:ID>/.test(xml)) {
    throw new Error('invoice is already signed: a signed invoice is never signed twice');
  }
  const root = /<(?:[A-Za-z_][\w.-]*:)?Invoice\b[^>]*>/.exec(xml);
  if (!root) throw new Error('no Invoice root element');
  const rootTag = root[0].includes(`"${EXT_NS}"`) ? root[0] : root[0].replace(/>$/, ` xmlns:ext="${EXT_NS}">`);
  const afterRoot = root.index + root[0].length;
  let body = xml.slice(afterRoot);
  const lastReference = body.lastIndexOf('</cac:AdditionalDocumentReference>');
  if (lastReference < 0) throw new Error('invoice has no ICV/PIH AdditionalDocumentReference to place the QR after');
  const at = lastReference + '</cac:AdditionalDocumentReference>'.length;
  const signatureRef = /<cac:Signature>/.test(body) ? '' : SIGNATURE_REFERENCE;
  body = body.slice(0, at) + QR_REFERENCE + signatureRef + body.slice(at);
  return xml.slice(0, root.index) + rootTag + ublExtensions + body;
}

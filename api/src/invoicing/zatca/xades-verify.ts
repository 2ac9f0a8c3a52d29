import { verify } from 'node:crypto';
import { canonicalizeForHash, hashCanonical } from './invoice-hash.js';
import { signedPropertiesDigest } from './signed-properties.js';
import { loadSigningCertificate, type SigningCertificate } from './signing-certificate.js';
import { parseXml, selectElement, selectText } from './xml-dom.js';

/** Each check a signed invoice must pass, so a failure says which part is wrong. */
export interface SignatureVerification {
  valid: boolean;
  /** The hash recomputed from the document, whatever the document claims. */
  invoiceHash: string;
  digestMatches: boolean;
  signatureVerifies: boolean;
  signedPropertiesDigestMatches: boolean;
  certificateDigestMatches: boolean;
  issuerSerialMatches: boolean;
  problems: string[];
}

const SIGNATURE = '/*/ext:UBLExtensions//ds:Signature';

/**
 * Verifies a signed invoice with its embedded certificate (or the one given when it embeds none). Not a generic
 * XML-signature verifier: those apply the template's XPath transforms literally and reject valid invoices.
 */
export function verifyInvoiceSignature(xml: string, certificate?: string | SigningCertificate): SignatureVerification {
  const doc = parseXml(xml);
  const problems: string[] = [];
  const embedded = selectText(`${SIGNATURE}/ds:KeyInfo/ds:X509Data/ds:X509Certificate`, doc);
  const cert = embedded
    ? loadSigningCertificate(embedded)
    : typeof certificate === 'string'
      ? loadSigningCertificate(certificate)
      : certificate;
  const digestValue = selectText(
    `${SIGNATURE}/ds:SignedInfo/ds:Reference[@Id='invoiceSignedData']/ds:DigestValue`,
    doc,
  );
  const propertiesRef = selectText(
    `${SIGNATURE}/ds:SignedInfo/ds:Reference[@URI='#xadesSignedProperties']/ds:DigestValue`,
    doc,
  );
  const signatureValue = selectText(`${SIGNATURE}/ds:SignatureValue`, doc);
  const properties = selectElement(`${SIGNATURE}//xades:SignedProperties`, doc);
  const certDigest = properties && selectText('.//xades:CertDigest/ds:DigestValue', properties);
  const serial = properties && selectText('.//ds:X509SerialNumber', properties);
  const issuer = properties && selectText('.//ds:X509IssuerName', properties);

  const signedPropertiesDigestMatches = !!properties && propertiesRef === signedPropertiesDigest(properties);
  if (!signedPropertiesDigestMatches)
    problems.push('xadesSignedProperties digest does not match the signed properties');
  const hash = hashCanonical(canonicalizeForHash(doc));
  const digestMatches = digestValue === hash.base64;
  if (!digestMatches)
    problems.push(`DigestValue ${digestValue ?? '(none)'} differs from the recomputed hash ${hash.base64}`);

  let signatureVerifies = false;
  if (!cert) problems.push('no certificate to verify with');
  else if (!signatureValue) problems.push('no SignatureValue');
  else {
    const sig = Buffer.from(signatureValue, 'base64');
    const dsaEncoding = sig.length === 64 ? 'ieee-p1363' : 'der';
    signatureVerifies = verify('sha256', hash.digest, { key: cert.x509.publicKey, dsaEncoding }, sig);
    if (!signatureVerifies) problems.push('SignatureValue does not verify over the recomputed hash');
  }
  const certificateDigestMatches = !!cert && certDigest === cert.digest;
  if (!certificateDigestMatches) problems.push('xades CertDigest does not match the certificate');
  const issuerSerialMatches = !!cert && serial === cert.serialNumber && sameName(issuer ?? '', cert.issuerName);
  if (!issuerSerialMatches) problems.push('xades IssuerSerial does not match the certificate');

  return {
    valid: problems.length === 0,
    invoiceHash: hash.base64,
    digestMatches,
    signatureVerifies,
    signedPropertiesDigestMatches,
    certificateDigestMatches,
    issuerSerialMatches,
    problems,
  };
}

/** Issuer names compared as sets of RDNs: writers differ in order and spacing, not in content. */
function sameName(a: string, b: string): boolean {
  const norm = (name: string) =>
    name
      .split(/\s*,\s*/)
      .map((part) => part.trim())
      .filter(Boolean)
      .sort()
      .join(',');
  return norm(a) === norm(b);
}

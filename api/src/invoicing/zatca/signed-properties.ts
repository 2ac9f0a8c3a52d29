import type { Element } from '@xmldom/xmldom';
import { ExclusiveCanonicalization } from 'xml-crypto';
import { hexDigestBase64, type SigningCertificate } from './signing-certificate.js';

const SHA256 = 'http://www.w3.org/2001/04/xmlenc#sha256';

/** Signing time as the samples write it: UTC, whole seconds, `Z`. */
export function xadesSigningTime(at: Date): string {
  return at.toISOString().replace(/\.\d{3}Z$/, 'Z');
}

/**
 * xades:SignedProperties as embedded in the invoice, with the indentation of the authority's samples. Its digest
 * covers this whitespace, so it is written once here and never reformatted afterwards.
 */
export function renderSignedProperties(certificate: SigningCertificate, signingTime: Date): string {
  const pad = (depth: number) => `\n${' '.repeat(32 + 4 * depth)}`;
  return (
    `<xades:SignedProperties Id="xadesSignedProperties">` +
    `${pad(1)}<xades:SignedSignatureProperties>` +
    `${pad(2)}<xades:SigningTime>${xadesSigningTime(signingTime)}</xades:SigningTime>` +
    `${pad(2)}<xades:SigningCertificate>` +
    `${pad(3)}<xades:Cert>` +
    `${pad(4)}<xades:CertDigest>` +
    `${pad(5)}<ds:DigestMethod Algorithm="${SHA256}"/>` +
    `${pad(5)}<ds:DigestValue>${certificate.digest}</ds:DigestValue>` +
    `${pad(4)}</xades:CertDigest>` +
    `${pad(4)}<xades:IssuerSerial>` +
    `${pad(5)}<ds:X509IssuerName>${escapeText(certificate.issuerName)}</ds:X509IssuerName>` +
    `${pad(5)}<ds:X509SerialNumber>${certificate.serialNumber}</ds:X509SerialNumber>` +
    `${pad(4)}</xades:IssuerSerial>` +
    `${pad(3)}</xades:Cert>` +
    `${pad(2)}</xades:SigningCertificate>` +
    `${pad(1)}</xades:SignedSignatureProperties>` +
    `${pad(0)}</xades:SignedProperties>`
  );
}

/**
 * The xadesSignedProperties reference digest, in the form every sample carries: exclusive C14N of the element
 * with its own whitespace, except that ds:DigestMethod stays self-closed (the SDK hashes its serialised text,
 * not the strict canonical form), then base64 of the hex text of SHA-256.
 */
export function signedPropertiesDigest(signedProperties: Element): string {
  const canonical = new ExclusiveCanonicalization().process(signedProperties as never, {}) as string;
  return hexDigestBase64(canonical.replace(/<(ds:DigestMethod\b[^>]*?)><\/ds:DigestMethod>/g, '<$1/>'));
}

export function escapeText(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

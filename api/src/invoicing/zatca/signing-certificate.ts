import { createHash, X509Certificate } from 'node:crypto';

/** What the signature, the XAdES properties and the QR need from the seller's certificate. */
export interface SigningCertificate {
  /** The certificate's base64 text without armour or line breaks, as embedded in ds:X509Certificate. */
  base64: string;
  x509: X509Certificate;
  /** SubjectPublicKeyInfo, DER: QR tag 8. */
  publicKeyDer: Buffer;
  /** The issuing CA's signature over the certificate, DER: QR tag 9 of simplified invoices. */
  caSignature: Buffer;
  /** Issuer as the samples write it: most specific name first, comma separated. */
  issuerName: string;
  /** Serial number in decimal, as ds:X509SerialNumber carries it. */
  serialNumber: string;
  /** base64 of the hex text of SHA-256 over the base64 text: the authority's xades:CertDigest form. */
  digest: string;
}

/** Reads a certificate given as PEM or as the bare base64 the authority's onboarding API returns. */
export function loadSigningCertificate(pemOrBase64: string): SigningCertificate {
  const base64 = pemOrBase64.replace(/-----(BEGIN|END) CERTIFICATE-----/g, '').replace(/\s+/g, '');
  const der = Buffer.from(base64, 'base64');
  const x509 = new X509Certificate(der);
  return {
    base64,
    x509,
    publicKeyDer: x509.publicKey.export({ type: 'spki', format: 'der' }),
    caSignature: certificateSignature(der),
    issuerName: x509.issuer.split('\n').reverse().join(', '),
    serialNumber: BigInt(`0x${x509.serialNumber}`).toString(10),
    digest: hexDigestBase64(base64),
  };
}

/** The authority's digest form for the certificate and the signed properties: base64 of the hex text of SHA-256. */
export function hexDigestBase64(text: string): string {
  return Buffer.from(createHash('sha256').update(text, 'utf8').digest('hex')).toString('base64');
}

interface DerItem {
  tag: number;
  contentStart: number;
  end: number;
}

function readDerItem(buf: Buffer, offset: number): DerItem {
  const tag = buf[offset];
  let length = buf[offset + 1];
  let header = 2;
  if (length & 0x80) {
    const bytes = length & 0x7f;
    length = 0;
    for (let i = 0; i < bytes; i++) length = length * 256 + buf[offset + 2 + i];
    header += bytes;
  }
  const contentStart = offset + header;
  if (contentStart + length > buf.length) throw new Error('certificate DER is truncated');
  return { tag, contentStart, end: contentStart + length };
}

/** Certificate ::= SEQUENCE { tbsCertificate, signatureAlgorithm, signatureValue BIT STRING }. */
function certificateSignature(der: Buffer): Buffer {
  const certificate = readDerItem(der, 0);
  const tbs = readDerItem(der, certificate.contentStart);
  const algorithm = readDerItem(der, tbs.end);
  const signature = readDerItem(der, algorithm.end);
  if (signature.tag !== 0x03) throw new Error('certificate has no signature BIT STRING');
  return der.subarray(signature.contentStart + 1, signature.end); // skip the unused-bits byte
}

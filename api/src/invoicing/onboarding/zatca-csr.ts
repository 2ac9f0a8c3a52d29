/**
 * The seller's key pair, the certificate signing request the tax authority's onboarding (`POST /compliance`)
 * takes, and, where no onboarding is possible, a self-signed sandbox certificate with the same subject and
 * extensions. The ASN.1 is built with @peculiar/asn1-x509 and -csr; the signatures are Node's ECDSA-SHA256 on
 * secp256k1 (Node's WebCrypto has no secp256k1, so the peculiar WebCrypto-based builders cannot be used).
 *
 * What the authority requires (its SDK's csr-config): subject C=SA, OU (branch or the 10-digit TIN of a VAT
 * group), O (taxpayer name), CN (the solution's unique name); the Microsoft certificate template name extension
 * (1.3.6.1.4.1.311.20.2) as a PrintableString naming the environment; and subjectAltName with one dirName
 * holding SN (solution|model|serial), UID (VAT number), title (invoice types, four digits), registeredAddress and
 * businessCategory.
 */
import { generateKeyPairSync, randomBytes, sign, type KeyObject } from 'node:crypto';
import { AsnConvert, OctetString } from '@peculiar/asn1-schema';
import { AlgorithmIdentifier, Attribute, AttributeTypeAndValue, AttributeValue } from '@peculiar/asn1-x509';
import { BasicConstraints, Certificate, Extension, Extensions, GeneralName } from '@peculiar/asn1-x509';
import { id_ce_basicConstraints, id_ce_keyUsage, id_ce_subjectAltName, KeyUsage } from '@peculiar/asn1-x509';
import { KeyUsageFlags, Name, RelativeDistinguishedName, SubjectAlternativeName } from '@peculiar/asn1-x509';
import { SubjectPublicKeyInfo, TBSCertificate, Validity, Version } from '@peculiar/asn1-x509';
import { Attributes, CertificationRequest, CertificationRequestInfo } from '@peculiar/asn1-csr';

/** Attribute and extension identifiers the authority's template uses (numeric: the libraries name few of them). */
export const OID = {
  countryName: '2.5.4.6',
  organizationName: '2.5.4.10',
  organizationalUnitName: '2.5.4.11',
  commonName: '2.5.4.3',
  surname: '2.5.4.4', // "SN" in the authority's alt-name: the solution's serial
  userId: '0.9.2342.19200300.100.1.1', // "UID": the VAT number
  title: '2.5.4.12', // the invoice types, e.g. 1100
  registeredAddress: '2.5.4.26',
  businessCategory: '2.5.4.15',
  certificateTemplateName: '1.3.6.1.4.1.311.20.2',
  extensionRequest: '1.2.840.113549.1.9.14',
  ecdsaWithSha256: '1.2.840.10045.4.3.2',
} as const;

/** The template name per environment: developer portal (sandbox), simulation, production. */
export const CERTIFICATE_TEMPLATES = {
  sandbox: 'TSTZATCA-Code-Signing',
  simulation: 'PREZATCA-Code-Signing',
  production: 'ZATCA-Code-Signing',
} as const;
export type ZatcaEnvironment = keyof typeof CERTIFICATE_TEMPLATES;

export interface CsrFields {
  commonName: string;
  organizationName: string;
  organizationalUnitName: string;
  countryName: 'SA';
  /** `1-<solution>|2-<model or version>|3-<device serial>`. */
  serialNumber: string;
  vatNumber: string;
  /** Four digits: standard, simplified, and two reserved (1100 = both kinds of invoice). */
  invoiceType: string;
  registeredAddress: string;
  businessCategory: string;
  environment: ZatcaEnvironment;
}

export function generateSigningKeyPair(): { privateKey: KeyObject; publicKey: KeyObject } {
  return generateKeyPairSync('ec', { namedCurve: 'secp256k1' });
}

/** A PKCS#10 request, PEM, signed with the seller's new key. */
export function buildZatcaCsr(fields: CsrFields, privateKey: KeyObject, publicKey: KeyObject): string {
  const info = new CertificationRequestInfo({
    subject: subjectName(fields),
    subjectPKInfo: AsnConvert.parse(publicKey.export({ type: 'spki', format: 'der' }), SubjectPublicKeyInfo),
    attributes: new Attributes([
      new Attribute({
        type: OID.extensionRequest,
        values: [AsnConvert.serialize(new Extensions(zatcaExtensions(fields)))],
      }),
    ]),
  });
  const signature = ecdsaSha256(AsnConvert.serialize(info), privateKey);
  const request = new CertificationRequest({
    certificationRequestInfo: info,
    signatureAlgorithm: new AlgorithmIdentifier({ algorithm: OID.ecdsaWithSha256 }),
    signature,
  });
  return pem('CERTIFICATE REQUEST', AsnConvert.serialize(request));
}

/**
 * A self-signed certificate over the CSR's subject and extensions, for installations that cannot reach the
 * authority. Subject and issuer both carry "SANDBOX" so the certificate can never pass for one the authority
 * issued; the template name is the developer portal's.
 */
export function buildSandboxCertificate(
  fields: CsrFields,
  privateKey: KeyObject,
  publicKey: KeyObject,
  validity: { notBefore: Date; notAfter: Date },
): { pem: string; serialNumberHex: string } {
  const name = subjectName(fields);
  const serial = randomBytes(16);
  serial[0] = (serial[0]! & 0x7f) | 0x01; // positive and without a leading zero byte
  const signatureAlgorithm = new AlgorithmIdentifier({ algorithm: OID.ecdsaWithSha256 });
  const tbs = new TBSCertificate({
    version: Version.v3,
    serialNumber: new Uint8Array(serial).buffer,
    signature: signatureAlgorithm,
    issuer: name,
    validity: new Validity({ notBefore: validity.notBefore, notAfter: validity.notAfter }),
    subject: name,
    subjectPublicKeyInfo: AsnConvert.parse(publicKey.export({ type: 'spki', format: 'der' }), SubjectPublicKeyInfo),
    extensions: new Extensions([
      new Extension({
        extnID: id_ce_basicConstraints,
        critical: true,
        extnValue: new OctetString(AsnConvert.serialize(new BasicConstraints({ cA: false }))),
      }),
      new Extension({
        extnID: id_ce_keyUsage,
        critical: true,
        extnValue: new OctetString(
          AsnConvert.serialize(new KeyUsage(KeyUsageFlags.digitalSignature | KeyUsageFlags.nonRepudiation)),
        ),
      }),
      ...zatcaExtensions(fields),
    ]),
  });
  const certificate = new Certificate({
    tbsCertificate: tbs,
    signatureAlgorithm,
    signatureValue: ecdsaSha256(AsnConvert.serialize(tbs), privateKey),
  });
  return {
    pem: pem('CERTIFICATE', AsnConvert.serialize(certificate)),
    serialNumberHex: serial.toString('hex').toUpperCase(),
  };
}

function subjectName(fields: CsrFields): Name {
  return new Name([
    rdn(OID.countryName, { printableString: fields.countryName }),
    rdn(OID.organizationalUnitName, { utf8String: fields.organizationalUnitName }),
    rdn(OID.organizationName, { utf8String: fields.organizationName }),
    rdn(OID.commonName, { utf8String: fields.commonName }),
  ]);
}

/** The template name and the subjectAltName dirName, as the authority's SDK writes them into its CSR. */
function zatcaExtensions(fields: CsrFields): Extension[] {
  const template = AsnConvert.serialize(
    new AttributeValue({ printableString: CERTIFICATE_TEMPLATES[fields.environment] }),
  );
  const directory = new Name([
    rdn(OID.surname, { utf8String: fields.serialNumber }),
    rdn(OID.userId, { utf8String: fields.vatNumber }),
    rdn(OID.title, { utf8String: fields.invoiceType }),
    rdn(OID.registeredAddress, { utf8String: fields.registeredAddress }),
    rdn(OID.businessCategory, { utf8String: fields.businessCategory }),
  ]);
  return [
    new Extension({ extnID: OID.certificateTemplateName, extnValue: new OctetString(template) }),
    new Extension({
      extnID: id_ce_subjectAltName,
      extnValue: new OctetString(
        AsnConvert.serialize(new SubjectAlternativeName([new GeneralName({ directoryName: directory })])),
      ),
    }),
  ];
}

function rdn(type: string, value: Partial<AttributeValue>): RelativeDistinguishedName {
  return new RelativeDistinguishedName([new AttributeTypeAndValue({ type, value: new AttributeValue(value) })]);
}

/** ECDSA-SHA256, DER (the form X.509 and PKCS#10 carry), over the DER of the signed part. */
function ecdsaSha256(der: ArrayBuffer, privateKey: KeyObject): ArrayBuffer {
  const signature = sign('sha256', Buffer.from(der), { key: privateKey, dsaEncoding: 'der' });
  return new Uint8Array(signature).buffer;
}

function pem(label: string, der: ArrayBuffer): string {
  const base64 = Buffer.from(der)
    .toString('base64')
    .replace(/.{1,64}/g, '$&\n');
  return `-----BEGIN ${label}-----\n${base64}-----END ${label}-----\n`;
}

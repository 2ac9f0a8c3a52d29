import { generateKeyPairSync } from 'node:crypto';
import { describe, expect, it } from '@jest/globals';
import { invoiceHash } from './invoice-hash.js';
import { decodeQrTlv } from './qr-tlv.js';
import { renderSignedProperties, signedPropertiesDigest } from './signed-properties.js';
import { loadSigningCertificate } from './signing-certificate.js';
import { stripSignatureParts } from './testing/unsigned-sample.js';
import { announceSkip, readShared, SAMPLES_PRESENT, sdkTestSigner, SKIP_REASON } from './testing/zatca-samples.js';
import { VALID_SAMPLES } from './testing/zatca-samples.js';
import { hashAsSigned, signInvoice } from './xades-signature.js';
import { buildUblInvoice } from './ubl-invoice.js';
import { invoiceInput } from './testing/invoice-fixtures.js';
import { verifyInvoiceSignature } from './xades-verify.js';
import { parseXml, selectElement, selectText } from './xml-dom.js';

const samplesIt = SAMPLES_PRESENT ? it : it.skip;
if (!SAMPLES_PRESENT) announceSkip(`xades-signature tests ${SKIP_REASON}`);
const SIMPLIFIED = 'reference/Samples/Simplified/Invoice/Simplified_Invoice.xml';
const AT = new Date('2024-03-10T09:15:30.250Z');

describe('verifying the samples', () => {
  samplesIt.each(VALID_SAMPLES)(
    '%s: hash, signature, signed properties, certificate digest, issuer and serial',
    (sample) => {
      const result = verifyInvoiceSignature(readShared(sample));
      expect(result.problems).toEqual([]);
      expect(result).toMatchObject({
        valid: true,
        digestMatches: true,
        signatureVerifies: true,
        signedPropertiesDigestMatches: true,
        certificateDigestMatches: true,
        issuerSerialMatches: true,
      });
    },
  );

  samplesIt('Standard_Invoice.xml: stale DigestValue, but the signature verifies over the true hash', () => {
    const result = verifyInvoiceSignature(readShared('reference/Samples/Standard/Invoice/Standard_Invoice.xml'));
    expect(result).toMatchObject({ valid: false, digestMatches: false, signatureVerifies: true });
  });

  samplesIt('Simplified_Invoice_Error.xml (edited after signing) fails', () => {
    const result = verifyInvoiceSignature(
      readShared('reference/Samples/Simplified/Invoice/Simplified_Invoice_Error.xml'),
    );
    expect(result).toMatchObject({ valid: false, digestMatches: false, signatureVerifies: false });
  });

  samplesIt('our signed-properties layout reproduces the sample digest for the same certificate and time', () => {
    const doc = parseXml(readShared(SIMPLIFIED));
    const certificate = loadSigningCertificate(selectText('//ds:X509Certificate', doc)!);
    const time = new Date(selectText('//xades:SigningTime', doc)!);
    const wrapped =
      '<xades:QualifyingProperties xmlns:xades="http://uri.etsi.org/01903/v1.3.2#" ' +
      `xmlns:ds="http://www.w3.org/2000/09/xmldsig#">${renderSignedProperties(certificate, time)}</xades:QualifyingProperties>`;
    const ours = signedPropertiesDigest(selectElement('//xades:SignedProperties', parseXml(wrapped))!);
    expect(ours).toBe(selectText("//ds:Reference[@URI='#xadesSignedProperties']/ds:DigestValue", doc));
  });
});

describe('signing', () => {
  const unsigned = () => stripSignatureParts(readShared(SIMPLIFIED));

  samplesIt('signs with the SDK test key: hash, signature and XAdES properties verify', () => {
    const signed = signInvoice(
      unsigned(),
      { privateKey: sdkTestSigner().privateKeyPem, certificate: sdkTestSigner().certificatePem },
      AT,
    );
    const result = verifyInvoiceSignature(signed.xml);
    expect(result.problems).toEqual([]);
    expect(signed.invoiceHash).toBe(invoiceHash(signed.xml).base64);
    expect(signed.signingTime).toBe('2024-03-10T09:15:30Z');
    const doc = parseXml(signed.xml);
    expect(selectText('//xades:SigningTime', doc)).toBe('2024-03-10T09:15:30Z');
    expect(selectText('//xades:X509SerialNumber | //ds:X509SerialNumber', doc)).toBe(
      loadSigningCertificate(sdkTestSigner().certificatePem).serialNumber,
    );
    expect(
      selectText(
        "/*/cac:AdditionalDocumentReference[cbc:ID='QR']/cac:Attachment/cbc:EmbeddedDocumentBinaryObject",
        doc,
      ),
    ).toBe(signed.qr);
    expect(selectText('/*/cac:Signature/cbc:ID', doc)).toBe('urn:oasis:names:specification:ubl:signature:Invoice');
  });

  samplesIt('knows before signing the hash the signed document will have (the chain records it at issue)', () => {
    const { certificatePem, privateKeyPem } = sdkTestSigner();
    for (const xml of [unsigned(), buildUblInvoice(invoiceInput())]) {
      const signed = signInvoice(xml, { privateKey: privateKeyPem, certificate: certificatePem }, AT);
      expect(hashAsSigned(xml)).toBe(signed.invoiceHash);
      expect(hashAsSigned(xml)).not.toBe(invoiceHash(xml).base64); // the unsigned document's own hash differs
    }
  });

  samplesIt('embeds a QR with the document facts, the hash, the signature and, for simplified, tag 9', () => {
    const { certificatePem, privateKeyPem } = sdkTestSigner();
    const signed = signInvoice(unsigned(), { privateKey: privateKeyPem, certificate: certificatePem }, AT);
    const qr = decodeQrTlv(signed.qr);
    const certificate = loadSigningCertificate(certificatePem);
    expect(qr).toMatchObject({
      sellerName: 'Acme Widget’s LTD',
      vatNumber: '311111111101113',
      timestamp: '2022-08-17T17:41:08Z',
      totalWithVat: '231.15',
      vatTotal: '30.15',
      invoiceHash: signed.invoiceHash,
      signature: signed.signature,
    });
    expect(qr.publicKey.equals(certificate.publicKeyDer)).toBe(true);
    expect(qr.certificateSignature?.equals(certificate.caSignature)).toBe(true);
  });

  samplesIt('detects tampering with the body, the signing time and the signature', () => {
    const { certificatePem, privateKeyPem } = sdkTestSigner();
    const { xml } = signInvoice(unsigned(), { privateKey: privateKeyPem, certificate: certificatePem }, AT);
    expect(verifyInvoiceSignature(xml.replace('>231.15<', '>231.16<')).digestMatches).toBe(false);
    expect(
      verifyInvoiceSignature(xml.replace('2024-03-10T09:15:30Z', '2024-03-10T09:15:31Z')).signedPropertiesDigestMatches,
    ).toBe(false);
    const other = generateKeyPairSync('ec', { namedCurve: 'secp256k1' }).privateKey;
    const forged = signInvoice(unsigned(), { privateKey: other, certificate: certificatePem }, AT);
    expect(verifyInvoiceSignature(forged.xml)).toMatchObject({
      valid: false,
      digestMatches: true,
      signatureVerifies: false,
    });
  });

  samplesIt('refuses to sign an invoice twice', () => {
    const { certificatePem, privateKeyPem } = sdkTestSigner();
    const { xml } = signInvoice(unsigned(), { privateKey: privateKeyPem, certificate: certificatePem }, AT);
    expect(() => signInvoice(xml, { privateKey: privateKeyPem, certificate: certificatePem }, AT)).toThrow(
      /already signed/,
    );
  });
});

import { describe, expect, it } from '@jest/globals';
import { readQrFacts } from './invoice-qr.js';
import { decodeQrItems, decodeQrTlv, encodeQrTlv, type QrFields } from './qr-tlv.js';
import { loadSigningCertificate } from './signing-certificate.js';
import { announceSkip, readShared, SAMPLES_PRESENT, SKIP_REASON, VALID_SAMPLES } from './testing/zatca-samples.js';
import { parseXml, selectText } from './xml-dom.js';

const samplesIt = SAMPLES_PRESENT ? it : it.skip;
if (!SAMPLES_PRESENT) announceSkip(`qr-tlv sample tests ${SKIP_REASON}`);

describe('QR TLV', () => {
  samplesIt.each(VALID_SAMPLES)('decodes the QR of %s to its document, hash, signature and certificate', (sample) => {
    const doc = parseXml(readShared(sample));
    const qrText = selectText(
      "/*/cac:AdditionalDocumentReference[cbc:ID='QR']/cac:Attachment/cbc:EmbeddedDocumentBinaryObject",
      doc,
    )!;
    const qr = decodeQrTlv(qrText);
    const { simplified, ...facts } = readQrFacts(doc);
    const certificate = loadSigningCertificate(selectText('//ds:X509Certificate', doc)!);
    expect(qr).toMatchObject(facts);
    expect(qr.invoiceHash).toBe(selectText("//ds:Reference[@Id='invoiceSignedData']/ds:DigestValue", doc));
    expect(qr.signature).toBe(selectText('//ds:SignatureValue', doc));
    expect(qr.publicKey.equals(certificate.publicKeyDer)).toBe(true);
    expect(decodeQrItems(qrText).map((i) => i.tag)).toEqual(
      simplified ? [1, 2, 3, 4, 5, 6, 7, 8, 9] : [1, 2, 3, 4, 5, 6, 7, 8],
    );
    if (simplified) expect(qr.certificateSignature?.equals(certificate.caSignature)).toBe(true);
    // Re-encoding what we decoded gives the sample's bytes back: our encoder writes the same layout.
    expect(encodeQrTlv(qr)).toBe(qrText);
  });

  const fields: QrFields = {
    sellerName: 'معرض الفن | Art Gallery',
    vatNumber: '300000000000003',
    timestamp: '2024-03-10T12:15:30Z',
    totalWithVat: '1150.00',
    vatTotal: '150.00',
    invoiceHash: 'a'.repeat(44),
    signature: 'b'.repeat(96),
    publicKey: Buffer.alloc(88, 1),
    certificateSignature: Buffer.alloc(70, 2),
  };

  it('round-trips its own payload, Arabic names counted in bytes', () => {
    const encoded = encodeQrTlv(fields);
    expect(decodeQrTlv(encoded)).toEqual(fields);
    const first = decodeQrItems(encoded)[0];
    expect(first.value.length).toBe(Buffer.byteLength(fields.sellerName, 'utf8'));
  });

  it('leaves out tag 9 for standard invoices', () => {
    const { certificateSignature: _unused, ...standard } = fields;
    expect(decodeQrItems(encodeQrTlv(standard)).map((i) => i.tag)).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
    expect(decodeQrTlv(encodeQrTlv(standard)).certificateSignature).toBeUndefined();
  });

  it('refuses values longer than one length byte allows, and truncated payloads', () => {
    expect(() => encodeQrTlv({ ...fields, sellerName: 'x'.repeat(256) })).toThrow(/at most 255/);
    const encoded = Buffer.from(encodeQrTlv(fields), 'base64');
    expect(() => decodeQrTlv(encoded.subarray(0, encoded.length - 1).toString('base64'))).toThrow(/past the end/);
    expect(() => decodeQrTlv(Buffer.from([1, 1, 65]).toString('base64'))).toThrow(/tag [28] is missing/);
  });
});

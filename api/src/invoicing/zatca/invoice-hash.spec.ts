import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { describe, expect, it } from '@jest/globals';
import { XMLSerializer } from '@xmldom/xmldom';
import { canonicalInvoice, canonicalizeForHash, FIRST_INVOICE_PIH, invoiceHash } from './invoice-hash.js';
import { announceSkip, readShared, SAMPLES_PRESENT, SKIP_REASON, VALID_SAMPLES } from './testing/zatca-samples.js';
import { parseXml, selectText } from './xml-dom.js';

const samplesIt = SAMPLES_PRESENT ? it : it.skip;
if (!SAMPLES_PRESENT) announceSkip(`invoice-hash sample tests ${SKIP_REASON}`);

const XMLLINT = spawnSync('xmllint', ['--version']).status === 0;
const xmllintIt = SAMPLES_PRESENT && XMLLINT ? it : it.skip;
if (SAMPLES_PRESENT && !XMLLINT) announceSkip('invoice-hash xmllint cross-check skipped: xmllint is not installed');

describe('invoice hash', () => {
  samplesIt.each(VALID_SAMPLES)('reproduces the DigestValue of %s', (sample) => {
    const xml = readShared(sample);
    const digestValue = selectText("//ds:Reference[@Id='invoiceSignedData']/ds:DigestValue", parseXml(xml));
    expect(digestValue).toBeTruthy();
    expect(invoiceHash(xml).base64).toBe(digestValue);
  });

  samplesIt('does not reproduce the stale DigestValue of Standard_Invoice.xml (edited after hashing)', () => {
    const xml = readShared('reference/Samples/Standard/Invoice/Standard_Invoice.xml');
    const digestValue = selectText("//ds:Reference[@Id='invoiceSignedData']/ds:DigestValue", parseXml(xml));
    expect(invoiceHash(xml).base64).not.toBe(digestValue);
  });

  xmllintIt.each(VALID_SAMPLES)('canonical form of %s equals xmllint --c14n11', (sample) => {
    const doc = parseXml(readShared(sample));
    const ours = canonicalizeForHash(doc);
    // xmllint keeps comments in --c14n11; the authority's algorithm drops them, so drop them before handing over.
    const stripped = new XMLSerializer().serializeToString(doc).replace(/<!--[\s\S]*?-->/g, '');
    const lint = spawnSync('xmllint', ['--c14n11', '-'], { input: stripped, maxBuffer: 64 << 20 });
    expect(lint.status).toBe(0);
    expect(ours).toBe(lint.stdout.toString('utf8'));
  });

  it('keeps whitespace around removed parts and changes with any content change', () => {
    const base =
      '<Invoice xmlns="urn:oasis:names:specification:ubl:schema:xsd:Invoice-2" ' +
      'xmlns:cac="urn:oasis:names:specification:ubl:schema:xsd:CommonAggregateComponents-2" ' +
      'xmlns:cbc="urn:oasis:names:specification:ubl:schema:xsd:CommonBasicComponents-2">\n' +
      '  <cac:Signature><cbc:ID>x</cbc:ID></cac:Signature>\n  <cbc:ID>INV-1</cbc:ID>\n</Invoice>';
    expect(canonicalInvoice(base)).toContain('>\n  \n  <cbc:ID>INV-1</cbc:ID>\n</Invoice>');
    const changedSignature = base.replace('<cbc:ID>x</cbc:ID>', '<cbc:ID>y</cbc:ID>');
    expect(invoiceHash(changedSignature).base64).toBe(invoiceHash(base).base64);
    expect(invoiceHash(base.replace('INV-1', 'INV-2')).base64).not.toBe(invoiceHash(base).base64);
    expect(invoiceHash(base.replace('\n  <cbc:ID>', '\n <cbc:ID>')).base64).not.toBe(invoiceHash(base).base64);
  });

  it('is the base64 of the raw SHA-256 of the canonical text', () => {
    const xml = '<a xmlns="urn:x"><b c="1"/></a>';
    expect(invoiceHash(xml).base64).toBe(
      createHash('sha256').update('<a xmlns="urn:x"><b c="1"></b></a>').digest('base64'),
    );
  });

  it('refuses malformed XML', () => {
    expect(() => invoiceHash('<Invoice><cbc:ID>1</Invoice>')).toThrow(/invalid XML/);
  });

  it('first-invoice PIH, written out in the domain, is base64 of the hex text of SHA-256("0")', () => {
    expect(FIRST_INVOICE_PIH).toBe(Buffer.from(createHash('sha256').update('0').digest('hex')).toString('base64'));
  });

  samplesIt('first-invoice PIH equals the SDK pih.txt', () => {
    expect(FIRST_INVOICE_PIH).toBe(readShared('reference/PIH/pih.txt').trim());
  });
});

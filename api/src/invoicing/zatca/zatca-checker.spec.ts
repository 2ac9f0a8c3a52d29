import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, it } from '@jest/globals';
import { announceSkip, sdkTestSigner, ZATCA_DIR } from './testing/zatca-samples.js';
import { invoiceInput } from './testing/invoice-fixtures.js';
import { expectCheckerPasses } from './testing/expect-checker-passes.js';
import { buildUblInvoice } from './ubl-invoice.js';
import type { UblInvoiceInput } from './ubl-invoice.types.js';
import { signInvoice } from './xades-signature.js';

const CHECKER = join(ZATCA_DIR, 'checker/zatca-check');
const cacheHome = process.env.ZATCA_CHECK_HOME ?? join(process.env.HOME ?? '/tmp', '.cache', 'zatca-check');
const READY = existsSync(CHECKER) && existsSync(join(cacheHome, 'node_modules/xml-crypto'));
const checkerIt = READY ? it : it.skip;
if (!READY) announceSkip(`zatca-checker tests skipped: ${CHECKER} missing or its setup has not been run`);

const note = { invoiceNumber: 'INV-2024-0001', reason: 'Returned goods' };
const CASES: [string, Partial<UblInvoiceInput>][] = [
  ['standard invoice', {}],
  ['simplified invoice', { flavour: 'simplified', buyer: {} }],
  ['standard credit note', { kind: 'creditNote', billingReference: note, invoiceNumber: 'CN-2024-0001', icv: 2 }],
  ['standard debit note', { kind: 'debitNote', billingReference: note, invoiceNumber: 'DN-2024-0001', icv: 3 }],
  ['simplified credit note', { kind: 'creditNote', flavour: 'simplified', buyer: {}, billingReference: note, icv: 4 }],
];

describe('the shared checker on invoices we build and sign', () => {
  const dir = mkdtempSync(join(tmpdir(), 'zatca-check-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  checkerIt.each(CASES)('%s passes XSD, both rule sets, hash, QR and signature with no warning', (name, overrides) => {
    const { certificatePem, privateKeyPem } = sdkTestSigner();
    const signed = signInvoice(
      buildUblInvoice(invoiceInput(overrides)),
      { privateKey: privateKeyPem, certificate: certificatePem },
      new Date('2024-03-10T21:30:16Z'),
    );
    expectCheckerPasses(CHECKER, join(dir, `${name.replace(/\s+/g, '-')}.xml`), signed.xml);
  });
});

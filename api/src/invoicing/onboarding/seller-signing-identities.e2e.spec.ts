/**
 * Onboarding at first use, on real storage: one SellerCertificateIssued per seller even when many signatures
 * (and several processes, each with its own cache) start at once; the stored event holds the certificate and
 * the sealed key, never the key itself; an invoice signed with the identity verifies with the seller's
 * certificate, and passes the shared checker when it is present.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { startTestStack, type TestStack } from '../../testing/test-stack.js';
import type { AppConfig } from '../../platform/config/app-config.js';
import { PLATFORM_SELLER } from '../auction-invoices/auction-invoicing.js';
import { invoiceInput } from '../zatca/testing/invoice-fixtures.js';
import { buildUblInvoice } from '../zatca/ubl-invoice.js';
import { signInvoice } from '../zatca/xades-signature.js';
import { verifyInvoiceSignature } from '../zatca/xades-verify.js';
import { loadSigningCertificate } from '../zatca/signing-certificate.js';
import { CHECKER_PATH, checkerAvailable } from '../clearance/zatca-checker-runner.js';
import { announceSkip } from '../zatca/testing/zatca-samples.js';
import { expectCheckerPasses } from '../zatca/testing/expect-checker-passes.js';
import { SellerSigningIdentities } from './seller-signing-identities.js';
import { SigningKeySealer } from './signing-key-sealer.js';
import type { SellerCertificateRecord } from './seller-certificate.decider.js';
import { SELLER_CERTIFICATES, type SellerCertificateDoc } from './seller-certificates.projection.js';

const CHECKER = checkerAvailable();
if (!CHECKER)
  announceSkip(`seller-certificate checker test skipped: ${CHECKER_PATH} missing or its setup has not been run`);
const checkerIt = CHECKER ? it : it.skip;

let stack: TestStack;
const seller = (sellerId: string) => ({
  ...PLATFORM_SELLER,
  sellerId,
  businessName: 'Gallery Co',
  businessNameAr: 'معرض',
});
const issuedEvents = async (sellerId: string) =>
  stack.runtime.storage.events.readStream(`sellerCertificate-${sellerId}`);
/** A second process: its own cache, the same event store and secret. */
const anotherProcess = () => new SellerSigningIdentities(stack.runtime.commands, stack.runtime.config);

describe('seller signing identities', () => {
  beforeAll(async () => {
    stack = await startTestStack({ storage: 'pglite' });
  }, 60_000);
  afterAll(async () => {
    await stack?.close();
  });

  it('issues one sandbox certificate per seller under concurrent first use, and every caller signs with it', async () => {
    const processes = [
      stack.http.app.get(SellerSigningIdentities),
      anotherProcess(),
      anotherProcess(),
      anotherProcess(),
    ];
    const identities = await Promise.all(
      Array.from({ length: 12 }, (_, i) => processes[i % processes.length]!.identityFor(seller('race-seller'))),
    );
    const events = await issuedEvents('race-seller');
    expect(events.map((e) => e.type)).toEqual(['SellerCertificateIssued']);
    const serial = (events[0]!.data as unknown as SellerCertificateRecord).serialNumber;
    expect(new Set(identities.map((identity) => identity.record.serialNumber))).toEqual(new Set([serial]));
    // Every caller holds the recorded key, not one it made and lost the race with.
    for (const { signer, record } of identities) {
      const certificate = loadSigningCertificate(record.certificatePem);
      expect(certificate.x509.checkPrivateKey(signer.privateKey as never)).toBe(true);
    }
  }, 30_000);

  it('reuses the certificate for the next invoice, from the cache and from the stream alike', async () => {
    const first = await stack.http.app.get(SellerSigningIdentities).identityFor(seller('reuse-seller'));
    const again = await stack.http.app.get(SellerSigningIdentities).identityFor(seller('reuse-seller'));
    const fresh = await anotherProcess().identityFor(seller('reuse-seller'));
    expect(again.record.serialNumber).toBe(first.record.serialNumber);
    expect(fresh.record.serialNumber).toBe(first.record.serialNumber);
    expect(await issuedEvents('reuse-seller')).toHaveLength(1);
  });

  it('records the certificate, marked sandbox, with the private key sealed (no PEM key in the event log)', async () => {
    const { record } = await stack.http.app.get(SellerSigningIdentities).identityFor(seller('stored-seller'));
    const [event] = await issuedEvents('stored-seller');
    const stored = JSON.stringify({ type: event!.type, data: event!.data, metadata: event!.metadata });
    expect(stored).not.toMatch(/PRIVATE KEY/);
    const data = event!.data as unknown as SellerCertificateRecord;
    expect(data).toMatchObject({
      sellerId: 'stored-seller',
      sandbox: true,
      serialNumber: record.serialNumber,
      sealedPrivateKey: expect.stringMatching(/^v1\./),
    });
    expect(data.certificatePem).toContain('BEGIN CERTIFICATE');
    expect(data.csrPem).toContain('BEGIN CERTIFICATE REQUEST');
    expect(data.subject).toContain('CN=SANDBOX-EGS-310000000000003');
    expect(data.issuer).toBe(data.subject);
    const binding = { sellerId: 'stored-seller', serialNumber: data.serialNumber };
    expect(() =>
      new SigningKeySealer('some-other-installation-secret-0123456789').open(data.sealedPrivateKey, binding),
    ).toThrow('does not open');
    const opened = new SigningKeySealer(stack.runtime.config.piiMasterKey).open(data.sealedPrivateKey, binding);
    expect(loadSigningCertificate(data.certificatePem).x509.checkPrivateKey(opened)).toBe(true);

    // The read model for the back-office: the certificate and the sandbox mark, no key material at all.
    let doc: SellerCertificateDoc | null = null;
    for (let i = 0; i < 100 && !doc; i++) {
      doc = await stack.storage.reads.collection<SellerCertificateDoc>(SELLER_CERTIFICATES).get('stored-seller');
      if (!doc) await new Promise((r) => setTimeout(r, 50));
    }
    expect(doc).toMatchObject({ id: 'stored-seller', sandboxCertificate: true, serialNumber: data.serialNumber });
    expect(JSON.stringify(doc)).not.toMatch(/sealedPrivateKey|PRIVATE KEY|v1\./);
  });

  it('refuses to sign with a key sealed under another secret, saying which seller, without key material', async () => {
    await stack.http.app.get(SellerSigningIdentities).identityFor(seller('moved-seller'));
    const elsewhere = new SellerSigningIdentities(stack.runtime.commands, {
      ...stack.runtime.config,
      piiMasterKey: 'a-different-master-key-0123456789abcdef',
    } as AppConfig);
    await expect(elsewhere.identityFor(seller('moved-seller'))).rejects.toThrow(
      'the signing key of seller moved-seller does not open',
    );
    expect(await issuedEvents('moved-seller')).toHaveLength(1);
  });

  it('signs an invoice whose signature verifies with the seller certificate and not with another', async () => {
    const { signer, record } = await stack.http.app.get(SellerSigningIdentities).identityFor(seller('signing-seller'));
    const signed = signInvoice(buildUblInvoice(invoiceInput()), signer, new Date('2026-03-10T21:30:16Z'));
    expect(signed.xml).toContain(loadSigningCertificate(record.certificatePem).base64);
    expect(verifyInvoiceSignature(signed.xml).problems).toEqual([]);
    expect(verifyInvoiceSignature(signed.xml, record.certificatePem).valid).toBe(true);
    const other = await stack.http.app.get(SellerSigningIdentities).identityFor(seller('other-seller'));
    const withOther = signed.xml.replace(
      loadSigningCertificate(record.certificatePem).base64,
      () => loadSigningCertificate(other.record.certificatePem).base64,
    );
    expect(verifyInvoiceSignature(withOther).valid).toBe(false);
  });

  it('lists the certificates for the back-office (admins and auditors), marked sandbox, refusing others', async () => {
    const { record } = await stack.http.app.get(SellerSigningIdentities).identityFor(seller('listed-seller'));
    const [admin, auditor, gallery] = await Promise.all(
      ['admin@example.sa', 'auditor@example.sa', 'gallery@example.sa'].map((e) => stack.signIn(e)),
    );
    let one = await stack.call(auditor, 'GET', '/api/admin/seller-certificates/listed-seller');
    for (let i = 0; i < 100 && one.status === 404; i++) {
      await new Promise((r) => setTimeout(r, 50));
      one = await stack.call(auditor, 'GET', '/api/admin/seller-certificates/listed-seller');
    }
    expect(one.status).toBe(200);
    expect(one.body).toMatchObject({
      sellerId: 'listed-seller',
      serialNumber: record.serialNumber,
      sandboxCertificate: true,
      subject: expect.stringContaining('SANDBOX'),
    });
    expect(JSON.stringify(one.body)).not.toMatch(/sealed|PRIVATE KEY|csr/i);
    const list = await stack.call(
      admin,
      'GET',
      `/api/admin/seller-certificates?filter=${encodeURIComponent(JSON.stringify({ sandboxCertificate: true }))}`,
    );
    expect(list.status).toBe(200);
    expect(list.headers.get('content-range')).toMatch(/^seller-certificates 0-\d+\/\d+$/);
    expect(list.body.map((c: { sellerId: string }) => c.sellerId)).toContain('listed-seller');
    expect(list.body.every((c: { sandboxCertificate: boolean }) => c.sandboxCertificate)).toBe(true);
    const missing = await stack.call(admin, 'GET', '/api/admin/seller-certificates/nobody');
    expect(missing.status).toBe(404);
    expect(missing.body.messageAr).toMatch(/[\u0600-\u06FF]/);
    const bad = await stack.call(
      admin,
      'GET',
      `/api/admin/seller-certificates?filter=${encodeURIComponent(JSON.stringify({ sealedPrivateKey: 'x' }))}`,
    );
    expect(bad.status).toBe(400);
    expect((await stack.call(gallery, 'GET', '/api/admin/seller-certificates')).status).toBe(403);
    expect((await stack.call(gallery, 'GET', '/api/admin/seller-certificates/listed-seller')).status).toBe(403);
    expect((await stack.call(null, 'GET', '/api/admin/seller-certificates')).status).toBe(401);
  }, 30_000);

  checkerIt(
    'passes the shared checker (which does not require the authority CA) when signed by a seller certificate',
    async () => {
      const { signer } = await stack.http.app.get(SellerSigningIdentities).identityFor(seller('checked-seller'));
      const dir = mkdtempSync(join(tmpdir(), 'seller-cert-check-'));
      try {
        for (const [name, overrides] of [
          ['standard', {}],
          ['simplified', { flavour: 'simplified' as const, buyer: {} }],
        ] as const) {
          const signed = signInvoice(
            buildUblInvoice(invoiceInput(overrides)),
            signer,
            new Date('2026-03-10T21:30:16Z'),
          );
          expectCheckerPasses(CHECKER_PATH, join(dir, `${name}.xml`), signed.xml);
        }
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    },
    120_000,
  );
});

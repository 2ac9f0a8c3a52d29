/**
 * The authority client against the simulator over HTTP: the documented answers become accepted, rejected,
 * clearance-off or retry; a call that gets no answer within the client's timeout is retried, not hung on.
 */
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { buildUblInvoice } from '../zatca/ubl-invoice.js';
import { signInvoice } from '../zatca/xades-signature.js';
import { invoiceInput } from '../zatca/testing/invoice-fixtures.js';
import { buildSandboxCertificate, generateSigningKeyPair } from '../onboarding/zatca-csr.js';
import { csrFieldsFor } from '../onboarding/seller-csr-fields.js';
import { PLATFORM_SELLER } from '../auction-invoices/auction-invoicing.js';
import type { UblInvoiceInput } from '../zatca/ubl-invoice.types.js';
import { ZatcaApiClient } from './zatca-api.client.js';
import { serveZatcaSimulator, SIMULATOR_SECRET, ZatcaSimulator } from './zatca-simulator.js';

let served: { url: string; close(): Promise<void> };
let simulator: ZatcaSimulator;
const credentials = { binarySecurityToken: 'dG9rZW4=', secret: SIMULATOR_SECRET };

/**
 * A seller's own sandbox identity, as onboarding makes one: the simulator's checks (hash, signature) need no
 * certificate the authority issued, so this suite runs without the shared reference folder.
 */
const signer = (() => {
  const { privateKey, publicKey } = generateSigningKeyPair();
  const certificate = buildSandboxCertificate(csrFieldsFor(PLATFORM_SELLER, 'sandbox'), privateKey, publicKey, {
    notBefore: new Date('2024-01-01T00:00:00Z'),
    notAfter: new Date('2030-01-01T00:00:00Z'),
  });
  return {
    certificatePem: certificate.pem,
    privateKeyPem: privateKey.export({ type: 'pkcs8', format: 'pem' }).toString(),
  };
})();

function submission(overrides: Partial<UblInvoiceInput> = {}) {
  const { certificatePem, privateKeyPem } = signer;
  const signed = signInvoice(
    buildUblInvoice(invoiceInput(overrides)),
    { privateKey: privateKeyPem, certificate: certificatePem },
    new Date('2024-03-10T21:30:16Z'),
  );
  return {
    invoiceHash: signed.invoiceHash,
    uuid: invoiceInput(overrides).uuid,
    invoice: Buffer.from(signed.xml).toString('base64'),
  };
}

beforeAll(async () => {
  simulator = new ZatcaSimulator({ checker: 'off', timeoutDelayMs: 1_500 });
  served = await serveZatcaSimulator(simulator);
});
afterAll(async () => {
  await served.close();
});

describe('zatca API client and simulator', () => {
  const client = () => new ZatcaApiClient({ baseUrl: served.url, timeoutMs: 5_000 });

  it('clears a valid standard invoice and returns the stamped XML', async () => {
    const answer = await client().submit('clearance', submission(), credentials);
    expect(answer).toMatchObject({ kind: 'accepted', httpStatus: 200, messages: { errors: [], warnings: [] } });
    expect(answer.kind === 'accepted' && answer.clearedInvoice).toEqual(expect.any(String));
  });

  it('reports a simplified invoice, and refuses it on the clearance endpoint with a message', async () => {
    const simplified = submission({ flavour: 'simplified', buyer: {} });
    expect(await client().submit('reporting', simplified, credentials)).toMatchObject({
      kind: 'accepted',
      httpStatus: 200,
    });
    const wrong = await client().submit('clearance', simplified, credentials);
    expect(wrong).toMatchObject({
      kind: 'rejected',
      httpStatus: 400,
      messages: { errors: [expect.objectContaining({ code: 'invoice-type-mismatch' })] },
    });
  });

  it('rejects a hash that does not match the document, in Arabic when asked', async () => {
    const bad = { ...submission(), invoiceHash: Buffer.alloc(32).toString('base64') };
    const answer = await client().submit('clearance', bad, credentials, 'ar');
    expect(answer.kind).toBe('rejected');
    expect(
      answer.kind === 'rejected' && answer.messages.errors.find((e) => e.code === 'invalid-invoice-hash')?.message,
    ).toMatch(/[\u0600-\u06FF]/);
  });

  it('rejects an XML edited after signing (the signature no longer verifies)', async () => {
    const good = submission();
    const edited = Buffer.from(
      Buffer.from(good.invoice, 'base64').toString('utf8').replace('<cbc:CityName>', '<cbc:CityName>X'),
    ).toString('base64');
    const answer = await client().submit('clearance', { ...good, invoice: edited }, credentials);
    expect(answer.kind).toBe('rejected');
  });

  it('turns 401, 503 and 303 into retry, retry and clearance-off', async () => {
    expect(await client().submit('clearance', submission(), { ...credentials, secret: 'wrong' })).toMatchObject({
      kind: 'retry',
      httpStatus: 401,
    });
    const named = (name: string) => submission({ buyer: { ...invoiceInput().buyer, name } });
    expect(await client().submit('clearance', named('SIMULATE:UNAVAILABLE'), credentials)).toMatchObject({
      kind: 'retry',
      httpStatus: 503,
    });
    expect(await client().submit('clearance', named('SIMULATE:CLEARANCE-OFF'), credentials)).toMatchObject({
      kind: 'clearance-off',
      httpStatus: 303,
    });
    expect(await client().submit('clearance', named('SIMULATE:WARN'), credentials)).toMatchObject({
      kind: 'accepted',
      httpStatus: 202,
      messages: { warnings: [expect.objectContaining({ code: 'BR-KSA-SIM-02' })] },
    });
  });

  it('gives up on a call with no answer within its timeout, as a retry', async () => {
    const impatient = new ZatcaApiClient({ baseUrl: served.url, timeoutMs: 200 });
    const answer = await impatient.submit(
      'clearance',
      submission({ buyer: { ...invoiceInput().buyer, name: 'SIMULATE:TIMEOUT' } }),
      credentials,
    );
    expect(answer).toMatchObject({ kind: 'retry', httpStatus: null, reason: 'no answer within 200 ms' });
  });

  it('answers a retried submission as it answered the first', async () => {
    const once = submission({ uuid: '2b1e6e4a-6a55-4f2a-9d5e-0c6b1f1d0a77' });
    await client().submit('clearance', once, credentials);
    const count = simulator.received.length;
    expect(await client().submit('clearance', once, credentials)).toMatchObject({ kind: 'accepted' });
    expect(simulator.received.length).toBe(count + 1);
  });
});

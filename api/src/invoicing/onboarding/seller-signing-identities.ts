/**
 * The key and certificate each seller's invoices are signed with. Real onboarding (the authority's compliance
 * and production CSIDs) is not reachable from our installations, so at a seller's first signature this makes a
 * secp256k1 key pair, the CSR onboarding would send, and a self-signed sandbox certificate over the same
 * subject and extensions, and records them as SellerCertificateIssued on `sellerCertificate-<sellerId>` with
 * the private key sealed. Later signatures reuse it (from the stream, cached in memory per process).
 *
 * Concurrent first uses (two workers, two invoices) may both make a key: the decider keeps the first recorded
 * and every caller signs with what the stream holds, never with a key it made but did not record.
 */
import { Inject, Injectable } from '@nestjs/common';
import { X509Certificate } from 'node:crypto';
import type { AppConfig } from '../../platform/config/app-config.js';
import { APP_CONFIG } from '../../platform/tokens.js';
import { CommandRunner } from '../../platform/commands/command-runner.js';
import type { InvoiceSellerSnapshot } from '../domain/invoice.events.js';
import { commandContext } from '../../platform/commands/command-context.js';
import type { InvoiceSigner } from '../zatca/xades-signature.js';
import { loadSigningCertificate } from '../zatca/signing-certificate.js';
import { sellerCertificateDecider, usableAt, type SellerCertificateRecord } from './seller-certificate.decider.js';
import { SigningKeySealer } from './signing-key-sealer.js';
import { csrFieldsFor } from './seller-csr-fields.js';
import { buildSandboxCertificate, buildZatcaCsr, generateSigningKeyPair } from './zatca-csr.js';
import { streamName } from '../../platform/commands/decider.js';

/** How long a sandbox certificate lasts; an expired one is replaced at the next signature. */
const SANDBOX_VALIDITY_DAYS = 365;

export interface SellerSigningIdentity {
  signer: InvoiceSigner;
  record: SellerCertificateRecord;
}

@Injectable()
export class SellerSigningIdentities {
  private readonly sealer: SigningKeySealer;
  private readonly cache = new Map<string, SellerSigningIdentity>();
  private readonly pending = new Map<string, Promise<SellerSigningIdentity>>();

  constructor(
    private readonly runner: CommandRunner,
    @Inject(APP_CONFIG) config: AppConfig,
  ) {
    this.sealer = new SigningKeySealer(config.piiMasterKey);
  }

  /** The seller's identity usable at `at`, issuing a sandbox certificate at first use. */
  async identityFor(seller: InvoiceSellerSnapshot, at = new Date()): Promise<SellerSigningIdentity> {
    const cached = this.cache.get(seller.sellerId);
    if (cached && usableAt(cached.record, at, seller.vatNumber)) return cached;
    // One issuance in flight per seller in this process; other processes are settled by the decider.
    const key = `${seller.sellerId}/${seller.vatNumber}`;
    const inFlight = this.pending.get(key);
    if (inFlight) return inFlight;
    const loading = this.load(seller, at).finally(() => this.pending.delete(key));
    this.pending.set(key, loading);
    return loading;
  }

  /** The certificate currently recorded for a seller, if any (no issuance). */
  async currentRecord(sellerId: string): Promise<SellerCertificateRecord | null> {
    const { state } = await this.runner.load(
      sellerCertificateDecider,
      streamName(sellerCertificateDecider.category, sellerId),
    );
    return state.current;
  }

  private async load(seller: InvoiceSellerSnapshot, at: Date): Promise<SellerSigningIdentity> {
    let record = await this.currentRecord(seller.sellerId);
    if (!usableAt(record, at, seller.vatNumber)) {
      const result = await this.runner.run(
        sellerCertificateDecider,
        seller.sellerId,
        { type: 'IssueSellerCertificate', certificate: this.issueSandbox(seller, at) },
        commandContext(null, at),
      );
      record = result.state.current;
      if (!usableAt(record, at, seller.vatNumber))
        throw new Error(`no usable signing certificate for seller ${seller.sellerId}`);
    }
    const identity: SellerSigningIdentity = {
      record,
      signer: {
        certificate: loadSigningCertificate(record.certificatePem),
        privateKey: this.sealer.open(record.sealedPrivateKey, {
          sellerId: record.sellerId,
          serialNumber: record.serialNumber,
        }),
      },
    };
    this.cache.set(seller.sellerId, identity);
    return identity;
  }

  private issueSandbox(seller: InvoiceSellerSnapshot, at: Date): SellerCertificateRecord {
    const fields = csrFieldsFor(seller, 'sandbox');
    const { privateKey, publicKey } = generateSigningKeyPair();
    const csrPem = buildZatcaCsr(fields, privateKey, publicKey);
    // Valid from a minute back: a worker whose clock is slightly behind still signs with it.
    const notBefore = new Date(Math.floor(at.getTime() / 1000) * 1000 - 60_000);
    const notAfter = new Date(notBefore.getTime() + SANDBOX_VALIDITY_DAYS * 86_400_000);
    const certificate = buildSandboxCertificate(fields, privateKey, publicKey, { notBefore, notAfter });
    const x509 = new X509Certificate(certificate.pem);
    return {
      sellerId: seller.sellerId,
      certificatePem: certificate.pem,
      serialNumber: x509.serialNumber,
      issuer: x509.issuer.split('\n').reverse().join(', '),
      subject: x509.subject.split('\n').reverse().join(', '),
      validFrom: notBefore.toISOString(),
      validTo: notAfter.toISOString(),
      sandbox: true,
      csrPem,
      sealedPrivateKey: this.sealer.seal(privateKey, { sellerId: seller.sellerId, serialNumber: x509.serialNumber }),
      issuedAt: at.toISOString(),
      vatNumber: seller.vatNumber,
    };
  }
}

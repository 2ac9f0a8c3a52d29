/**
 * The `zatca`/`sign-invoice` job: rebuilds the unsigned UBL document from the invoice's events, refuses it
 * unless its hash is the one recorded on the seller's chain at issue (the next invoice already links to that
 * hash), signs it and records hash, QR and signature with SignInvoice.
 *
 * Idempotent: an invoice already signed is skipped, and a concurrent duplicate run records the same hash,
 * which the decider treats as a no-op. InvoiceSigned carries the signed XML byte for byte: it is what the
 * authority receives, what GET /api/invoices/{id}/xml serves and what the chain audit re-hashes.
 */
import { Injectable } from '@nestjs/common';
import { CommandRunner } from '../../platform/commands/command-runner.js';
import { DomainError } from '../../platform/errors/domain-errors.js';
import { JobResults, type JobResult } from '../../platform/jobs/job-result.js';
import { invoiceDecider } from '../domain/invoice.decider.js';
import { allocationOf, invoiceChainDecider } from '../domain/invoice-chain.decider.js';
import { InvoicingStreams } from '../application/invoicing-streams.js';
import { ublInputOf } from '../application/invoice-document.js';
import { commandContext } from '../../platform/commands/command-context.js';
import { buildUblInvoice } from '../zatca/ubl-invoice.js';
import { hashAsSigned, signInvoice } from '../zatca/xades-signature.js';
import { SellerSigningIdentities } from '../onboarding/seller-signing-identities.js';
import { streamName } from '../../platform/commands/decider.js';

@Injectable()
export class InvoiceSigning {
  constructor(
    private readonly runner: CommandRunner,
    private readonly streams: InvoicingStreams,
    private readonly identities: SellerSigningIdentities,
  ) {}

  async sign(invoiceId: string, now = new Date()): Promise<JobResult> {
    const { state } = await this.runner.load(invoiceDecider, streamName(invoiceDecider.category, invoiceId));
    if (state.status === 'none') return JobResults.permanentFailure(`invoice ${invoiceId} does not exist`);
    if (state.status === 'draft')
      return JobResults.permanentFailure(`invoice ${invoiceId} is a draft: only issued invoices are signed`);
    if (state.signed) return JobResults.skipped(`invoice ${invoiceId} is already signed`);

    const sellerId = state.invoice.seller.sellerId;
    const chain = await this.runner.load(invoiceChainDecider, streamName(invoiceChainDecider.category, sellerId));
    const link = allocationOf(chain.state, invoiceId);
    if (!link)
      return JobResults.permanentFailure(
        `invoice ${invoiceId} (ICV ${state.issued.icv}) has no place on the seller's chain`,
      );
    const unsigned = buildUblInvoice(ublInputOf(state.invoice, state.issued));
    let recorded = link.hash;
    if (recorded === null) {
      const rebuilt = hashAsSigned(unsigned);
      // The issuer records the hash just after InvoiceIssued. If it crashed in between, the chain would wait
      // for ever: the hash follows from the issued invoice's events alone, so record it here (the decider
      // takes the same hash twice as a no-op, so racing the issuer is harmless).
      await this.streams.chain(
        { type: 'RecordInvoiceHash', sellerId, invoiceId, hash: rebuilt },
        commandContext(null, now),
      );
      recorded = rebuilt;
    }

    // The seller's own key and certificate (a sandbox one issued at first use, see onboarding/). A conflict
    // or an outage while issuing it is thrown, so the job is retried with backoff.
    const { signer } = await this.identities.identityFor(state.invoice.seller, now);
    let signed;
    try {
      signed = signInvoice(unsigned, signer, wholeSeconds(now));
    } catch (error) {
      return JobResults.permanentFailure(`invoice ${invoiceId} could not be signed: ${(error as Error).message}`);
    }
    if (signed.invoiceHash !== recorded) return refused(invoiceId, state.issued.icv, signed.invoiceHash, recorded);

    try {
      await this.streams.invoice(
        {
          type: 'SignInvoice',
          invoiceId,
          at: signed.signingTime,
          hash: signed.invoiceHash,
          qrCode: signed.qr,
          signature: signed.signature,
          xml: signed.xml,
        },
        commandContext(null, now),
      );
    } catch (error) {
      if (error instanceof DomainError && error.code === 'invoice_already_signed')
        return JobResults.permanentFailure(error.message);
      throw error; // a conflict or an outage: retried with backoff
    }
    return JobResults.success({ invoiceId, hash: signed.invoiceHash });
  }
}

function refused(invoiceId: string, icv: number, rebuilt: string, recorded: string): JobResult {
  return JobResults.permanentFailure(
    `refused to sign invoice ${invoiceId} (ICV ${icv}): the hash of the document rebuilt from its events (${rebuilt}) ` +
      `differs from the hash recorded on the seller's chain at issue (${recorded})`,
  );
}

/** XAdES SigningTime has whole seconds; signedAt carries the same instant so the XML can be rebuilt. */
function wholeSeconds(at: Date): Date {
  return new Date(Math.floor(at.getTime() / 1000) * 1000);
}

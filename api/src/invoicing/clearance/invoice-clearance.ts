/**
 * The `zatca`/`submit-invoice` job: sends a signed invoice to the authority, standard ones for clearance and
 * simplified ones for reporting, and records the answer on the invoice as InvoiceCleared, InvoiceReported or
 * InvoiceRejected (with the authority's messages: a rejected invoice shows why). Credentials, rate limits,
 * outages and timeouts are retried with the queue's backoff; when retries run out the job stays in the failed
 * set for the back-office to retry, and the invoice stays `signed`.
 *
 * Idempotent: an invoice that already has the authority's answer is skipped, and the decider treats the same
 * answer delivered twice as a no-op.
 */
import { Inject, Injectable } from '@nestjs/common';
import { CommandRunner } from '../../platform/commands/command-runner.js';
import { JobResults, type JobResult } from '../../platform/jobs/job-result.js';
import { invoiceDecider } from '../domain/invoice.decider.js';
import { InvoicingStreams } from '../application/invoicing-streams.js';
import { SignedInvoiceXml } from '../application/signed-invoice-xml.js';
import { commandContext } from '../../platform/commands/command-context.js';
import { SellerSigningIdentities } from '../onboarding/seller-signing-identities.js';
import { loadSigningCertificate } from '../zatca/signing-certificate.js';
import type { ZatcaCredentials } from './zatca-api.client.js';
import { SIMULATOR_SECRET } from './zatca-simulator.js';
import { ZATCA_CLIENT, type ZatcaClientHolder } from './zatca-client.provider.js';
import { streamName } from '../../platform/commands/decider.js';

@Injectable()
export class InvoiceClearance {
  constructor(
    private readonly runner: CommandRunner,
    private readonly streams: InvoicingStreams,
    private readonly signedXml: SignedInvoiceXml,
    @Inject(ZATCA_CLIENT) private readonly client: ZatcaClientHolder,
    private readonly identities: SellerSigningIdentities,
  ) {}

  async submit(invoiceId: string, now = () => new Date()): Promise<JobResult> {
    const { state } = await this.runner.load(invoiceDecider, streamName(invoiceDecider.category, invoiceId));
    if (state.status === 'none') return JobResults.permanentFailure(`invoice ${invoiceId} does not exist`);
    if (state.status === 'draft')
      return JobResults.permanentFailure(`invoice ${invoiceId} is a draft: nothing to submit`);
    if (state.zatcaClearanceStatus !== 'signed') {
      if (state.zatcaClearanceStatus === 'pending') return JobResults.retry(`invoice ${invoiceId} is not signed yet`);
      return JobResults.skipped(
        `invoice ${invoiceId} already has the authority's answer (${state.zatcaClearanceStatus})`,
      );
    }
    const client = this.client.current;
    if (!client) return JobResults.retry('the authority client is not ready');
    const xml = await this.signedXml.of(invoiceId);
    if (!xml || !state.signed)
      return JobResults.permanentFailure(`invoice ${invoiceId} has no stored signed XML to submit`);

    const submission = {
      invoiceHash: state.signed.hash,
      uuid: state.issued.uuid,
      invoice: Buffer.from(xml, 'utf8').toString('base64'),
    };
    const certificate = await this.identities.currentRecord(state.invoice.seller.sellerId);
    if (!certificate) return JobResults.permanentFailure(`invoice ${invoiceId}: its seller has no signing certificate`);
    const credentials = credentialsFor(certificate.certificatePem);
    const standard = state.invoice.invoiceType === 'standard';
    let answer = await client.submit(standard ? 'clearance' : 'reporting', submission, credentials);
    let clearanceOff = false;
    if (answer.kind === 'clearance-off') {
      clearanceOff = true;
      answer = await client.submit('reporting', submission, credentials);
    }
    if (answer.kind === 'retry') return JobResults.retry(`invoice ${invoiceId}: ${answer.reason}`);
    if (answer.kind === 'clearance-off')
      return JobResults.retry(`invoice ${invoiceId}: clearance is off and reporting answered 303 too`);

    const outcome = answer.kind === 'rejected' ? 'rejected' : standard && !clearanceOff ? 'cleared' : 'reported';
    const at = now();
    await this.streams.invoice(
      {
        type: 'RecordClearanceOutcome',
        invoiceId,
        at: at.toISOString(),
        outcome,
        messages: answer.messages,
        ...(clearanceOff ? { clearanceOff } : {}),
      },
      commandContext(null, at),
    );
    return JobResults.success({
      invoiceId,
      outcome,
      httpStatus: answer.httpStatus,
      errors: answer.messages.errors.length,
      warnings: answer.messages.warnings.length,
    });
  }
}

/**
 * The CSID a seller presents is its own certificate (base64 of the certificate's base64, as the authority
 * issues it). Sandbox certificates are accepted by the embedded simulator with its own secret; a real
 * deployment receives a secret per seller with its production CSID.
 */
function credentialsFor(certificatePem: string): ZatcaCredentials {
  const certificate = loadSigningCertificate(certificatePem);
  return { binarySecurityToken: Buffer.from(certificate.base64, 'utf8').toString('base64'), secret: SIMULATOR_SECRET };
}

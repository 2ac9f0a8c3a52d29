/**
 * The chain audit of one seller, from the event store alone: every number allocated on `invoiceChain-<seller>`
 * in order (counters 1..n with no gap or repeat), every PIH equal to the previous invoice's recorded hash (the
 * specification's first PIH for ICV 1), every invoice's hash recomputed from its stored signed XML and compared
 * with the chain, the signature and the ICV/PIH written inside the XML; breaks are reported, not hidden.
 *
 * The repair path for a crash between issue and hash record (the chain then waits for ever): the hash follows
 * from the issued invoice's events, so it is recorded; an allocation whose invoice was never issued is issued
 * (its seller had asked to send it).
 */
import { Inject, Injectable } from '@nestjs/common';
import { EVENT_STORE } from '../../platform/tokens.js';
import type { EventStore } from '../../platform/event-store/event-store.port.js';
import { FIRST_INVOICE_PIH, invoiceHash } from '../zatca/invoice-hash.js';
import { verifyInvoiceSignature } from '../zatca/xades-verify.js';
import { parseXml, selectText } from '../zatca/xml-dom.js';
import type { InvoiceChainEvent } from '../domain/invoice-chain.events.js';
import type { InvoiceDrafted, InvoiceIssued, InvoiceSigned } from '../domain/invoice.events.js';
import { InvoiceIssuer } from './invoice-issuer.js';
import { issuedInvoiceHash } from './invoice-document.js';
import type { InvoiceFacts } from '../domain/invoice.state.js';
import { streamName } from '../../platform/commands/decider.js';
import { EventCodec, readDecoded } from '../../platform/commands/event-codec.js';

export interface ChainBreak {
  icv: number | null;
  invoiceId: string | null;
  code: string;
  message: string;
  messageAr: string;
}

export interface ChainLinkReport {
  icv: number;
  invoiceId: string;
  invoiceNumber: string | null;
  pih: string;
  /** Hash recorded on the chain (null: not yet). */
  chainHash: string | null;
  /** Hash recomputed from the stored signed XML (null: not signed yet). */
  recomputedHash: string | null;
  signatureValid: boolean | null;
  ok: boolean;
}

export interface ChainAuditReport {
  sellerId: string;
  checkedAt: string;
  invoices: number;
  verified: boolean;
  /** An allocation still waiting for its hash (normal for a moment; for long, a crash to repair). */
  pending: { icv: number; invoiceId: string } | null;
  links: ChainLinkReport[];
  breaks: ChainBreak[];
}

@Injectable()
export class InvoiceChainAudit {
  constructor(
    @Inject(EVENT_STORE) private readonly events: EventStore,
    private readonly codec: EventCodec,
    private readonly issuer: InvoiceIssuer,
  ) {}

  async audit(sellerId: string, now = new Date()): Promise<ChainAuditReport> {
    const stored = await readDecoded(this.events, this.codec, streamName('invoiceChain', sellerId));
    const chain = stored.map(({ type, data }) => ({ type, data }) as InvoiceChainEvent);
    const breaks: ChainBreak[] = [];
    const fail = (icv: number | null, invoiceId: string | null, code: string, message: string, messageAr: string) =>
      breaks.push({ icv, invoiceId, code, message, messageAr });
    const allocations: { icv: number; invoiceId: string; pih: string; hash: string | null }[] = [];
    const byInvoice = new Map<string, (typeof allocations)[number]>();
    for (const event of chain) {
      if (event.type === 'InvoiceNumberAllocated') {
        const entry = { icv: event.data.icv, invoiceId: event.data.invoiceId, pih: event.data.pih, hash: null };
        allocations.push(entry);
        byInvoice.set(entry.invoiceId, entry);
      } else if (event.type === 'InvoiceHashRecorded') {
        const entry = byInvoice.get(event.data.invoiceId);
        if (!entry)
          fail(
            event.data.icv,
            event.data.invoiceId,
            'hash_without_allocation',
            'A hash was recorded for an invoice that has no number.',
            'سُجلت بصمة لفاتورة بلا رقم.',
          );
        else entry.hash = event.data.hash;
      }
    }
    const links: ChainLinkReport[] = [];
    let previousHash = FIRST_INVOICE_PIH;
    let pending: ChainAuditReport['pending'] = null;
    for (const [index, link] of allocations.entries()) {
      const problems = breaks.length;
      const at = (code: string, en: string, ar: string) => fail(link.icv, link.invoiceId, code, en, ar);
      if (link.icv !== index + 1)
        at(
          'counter_gap',
          `Counter ${index + 1} expected, ${link.icv} found.`,
          `كان العداد المتوقع ${index + 1} والموجود ${link.icv}.`,
        );
      if (link.pih !== previousHash)
        at(
          'pih_mismatch',
          `ICV ${link.icv}: the PIH is not the previous invoice's hash.`,
          `العداد ${link.icv}: بصمة الفاتورة السابقة لا تطابق بصمة الفاتورة التي قبلها.`,
        );
      const stream = await readDecoded(this.events, this.codec, streamName('invoice', link.invoiceId));
      const drafted = stream.find((e) => e.type === 'InvoiceDrafted')?.data as InvoiceDrafted['data'] | undefined;
      const issued = stream.find((e) => e.type === 'InvoiceIssued')?.data as InvoiceIssued['data'] | undefined;
      const signed = stream.find((e) => e.type === 'InvoiceSigned')?.data as InvoiceSigned['data'] | undefined;
      let recomputedHash: string | null = null;
      let signatureValid: boolean | null = null;
      if (!issued) {
        if (link.hash === null) pending = { icv: link.icv, invoiceId: link.invoiceId };
        else
          at(
            'hash_without_issue',
            `ICV ${link.icv}: a hash is recorded but the invoice was never issued.`,
            `العداد ${link.icv}: سُجلت بصمة لفاتورة لم تصدر.`,
          );
      } else {
        if (issued.icv !== link.icv || issued.pih !== link.pih)
          at(
            'issue_mismatch',
            `ICV ${link.icv}: the invoice was issued with another counter or PIH than allocated.`,
            `العداد ${link.icv}: صدرت الفاتورة بعداد أو بصمة سابقة غير المخصصة.`,
          );
        if (link.hash === null) pending = { icv: link.icv, invoiceId: link.invoiceId };
        if (signed?.xml) {
          recomputedHash = invoiceHash(signed.xml).base64;
          const verification = verifyInvoiceSignature(signed.xml);
          signatureValid = verification.valid;
          if (recomputedHash !== link.hash)
            at(
              'hash_mismatch',
              `ICV ${link.icv}: the hash recomputed from the stored XML differs from the chain's.`,
              `العداد ${link.icv}: البصمة المحسوبة من المستند المخزن تختلف عن بصمة السلسلة.`,
            );
          if (recomputedHash !== signed.hash)
            at(
              'signed_hash_mismatch',
              `ICV ${link.icv}: the stored XML does not hash to the signed hash.`,
              `العداد ${link.icv}: المستند المخزن لا يطابق البصمة الموقعة.`,
            );
          if (!verification.valid)
            at(
              'signature_invalid',
              `ICV ${link.icv}: the signature does not verify (${verification.problems.join('; ')}).`,
              `العداد ${link.icv}: التوقيع غير صحيح.`,
            );
          const doc = parseXml(signed.xml);
          const xmlIcv = selectText("/*/cac:AdditionalDocumentReference[cbc:ID='ICV']/cbc:UUID", doc);
          const xmlPih = selectText(
            "/*/cac:AdditionalDocumentReference[cbc:ID='PIH']/cac:Attachment/cbc:EmbeddedDocumentBinaryObject",
            doc,
          );
          if (xmlIcv !== String(link.icv) || xmlPih !== link.pih)
            at(
              'xml_chain_mismatch',
              `ICV ${link.icv}: the ICV or PIH written in the XML differs from the chain.`,
              `العداد ${link.icv}: العداد أو البصمة السابقة في المستند تختلف عن السلسلة.`,
            );
        } else if (signed) {
          at(
            'xml_missing',
            `ICV ${link.icv}: signed before the XML was stored; its hash cannot be recomputed from the document.`,
            `العداد ${link.icv}: وُقعت قبل تخزين المستند فلا يمكن إعادة حساب بصمتها منه.`,
          );
        } else if (drafted && link.hash !== null) {
          // Not signed yet: the chain's hash must still be the one the document will have.
          const expected = issuedInvoiceHash({ ...drafted } as InvoiceFacts, {
            icv: issued.icv,
            pih: issued.pih,
            uuid: issued.uuid,
            issuedAt: issued.issuedAt,
          });
          if (expected !== link.hash)
            at(
              'hash_mismatch',
              `ICV ${link.icv}: the recorded hash is not the issued document's.`,
              `العداد ${link.icv}: البصمة المسجلة ليست بصمة المستند الصادر.`,
            );
        }
      }
      links.push({
        icv: link.icv,
        invoiceId: link.invoiceId,
        invoiceNumber: drafted?.invoiceNumber ?? null,
        pih: link.pih,
        chainHash: link.hash,
        recomputedHash,
        signatureValid,
        ok: breaks.length === problems,
      });
      if (link.hash !== null) previousHash = link.hash;
    }
    return {
      sellerId,
      checkedAt: now.toISOString(),
      invoices: allocations.length,
      verified: breaks.length === 0,
      pending,
      links,
      breaks,
    };
  }

  /** Completes a chain left waiting by a crash between allocation, issue and hash record. */
  async repair(sellerId: string): Promise<{ repaired: { icv: number; invoiceId: string } | null }> {
    const { pending } = await this.audit(sellerId);
    if (!pending) return { repaired: null };
    await this.issuer.issue(pending.invoiceId, sellerId);
    return { repaired: pending };
  }
}

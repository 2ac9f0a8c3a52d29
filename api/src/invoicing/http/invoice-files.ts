/** Sends an invoice's signed XML or PDF (shared by the sellers' and the back-office's calls). */
import { Injectable } from '@nestjs/common';
import type { Response } from 'express';
import { illegalState } from '../../platform/errors/domain-errors.js';
import type { InvoiceDoc } from '../projections/invoices.projection.js';
import { SignedInvoiceXml } from '../application/signed-invoice-xml.js';
import { InvoicePdfs } from '../pdf/invoice-pdfs.js';

const notSigned = () =>
  illegalState(
    'invoice_not_signed',
    'This invoice is not signed yet, so it has no signed XML.',
    'لم توقع هذه الفاتورة بعد، فلا يوجد لها مستند XML موقع.',
  );
/** Invoice numbers are ours ([A-Z0-9-]), but the header is built defensively anyway. */
const fileName = (doc: InvoiceDoc, ext: string) => `${doc.invoiceNumber.replace(/[^A-Za-z0-9._-]/g, '_')}.${ext}`;

@Injectable()
export class InvoiceFiles {
  constructor(
    private readonly xml: SignedInvoiceXml,
    private readonly pdfs: InvoicePdfs,
  ) {}

  async sendXml(doc: InvoiceDoc, res: Response): Promise<void> {
    const xml = await this.xml.of(doc.id);
    if (!xml) throw notSigned();
    res
      .status(200)
      .type('application/xml; charset=utf-8')
      .setHeader('Content-Disposition', `attachment; filename="${fileName(doc, 'xml')}"`)
      .send(Buffer.from(xml, 'utf8'));
  }

  async sendPdf(doc: InvoiceDoc, res: Response): Promise<void> {
    const pdf = await this.pdfs.pdfOf(doc);
    res
      .status(200)
      .type('application/pdf')
      .setHeader('Content-Disposition', `attachment; filename="${fileName(doc, 'pdf')}"`)
      .send(Buffer.from(pdf));
  }
}

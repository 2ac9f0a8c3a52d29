import { computeAmounts, formatHalalas, formatPercent, type DocumentAmounts } from './invoice-amounts.js';
import { customerParty, supplierParty } from './ubl-parties.js';
import type { InvoiceDocumentKind, InvoiceLineInput, UblInvoiceInput } from './ubl-invoice.types.js';
import { el, writeXml, type XmlNode } from './ubl-xml-writer.js';

const TYPE_CODE: Record<InvoiceDocumentKind, string> = { invoice: '388', creditNote: '381', debitNote: '383' };
const RIYADH_OFFSET_MS = 3 * 60 * 60 * 1000; // Asia/Riyadh is UTC+3 all year: no daylight saving.
const NAMESPACES = {
  xmlns: 'urn:oasis:names:specification:ubl:schema:xsd:Invoice-2',
  'xmlns:cac': 'urn:oasis:names:specification:ubl:schema:xsd:CommonAggregateComponents-2',
  'xmlns:cbc': 'urn:oasis:names:specification:ubl:schema:xsd:CommonBasicComponents-2',
  'xmlns:ext': 'urn:oasis:names:specification:ubl:schema:xsd:CommonExtensionComponents-2',
};

/** Issue date and time as written on the invoice: the wall clock in Riyadh. */
export function riyadhDateTime(at: Date): { date: string; time: string } {
  const iso = new Date(at.getTime() + RIYADH_OFFSET_MS).toISOString();
  return { date: iso.slice(0, 10), time: iso.slice(11, 19) };
}

/** Invoice type code name (KSA-2): 01 standard / 02 simplified, then third-party, nominal, export, summary, self-billed flags. */
export function invoiceTypeName(input: Pick<UblInvoiceInput, 'flavour'>): string {
  return input.flavour === 'standard' ? '0100000' : '0200000';
}

/**
 * Unsigned UBL 2.1 XML for a tax invoice, credit note or debit note, standard or simplified. Hand the result,
 * byte for byte, to signInvoice: it adds the signature, the QR and cac:Signature.
 */
export function buildUblInvoice(input: UblInvoiceInput): string {
  validate(input);
  const amounts = computeAmounts(input.lines);
  const { date, time } = riyadhDateTime(input.issuedAt);
  const amount = (name: string, halalas: number) => el(name, formatHalalas(halalas), { currencyID: input.currency });
  const reference = input.billingReference;

  const root = el(
    'Invoice',
    [
      el('cbc:ProfileID', 'reporting:1.0'),
      el('cbc:ID', input.invoiceNumber),
      el('cbc:UUID', input.uuid),
      el('cbc:IssueDate', date),
      el('cbc:IssueTime', time),
      el('cbc:InvoiceTypeCode', TYPE_CODE[input.kind], { name: invoiceTypeName(input) }),
      el('cbc:DocumentCurrencyCode', input.currency),
      el('cbc:TaxCurrencyCode', 'SAR'),
      reference
        ? el('cac:BillingReference', [el('cac:InvoiceDocumentReference', [el('cbc:ID', reference.invoiceNumber)])])
        : undefined,
      el('cac:AdditionalDocumentReference', [el('cbc:ID', 'ICV'), el('cbc:UUID', String(input.icv))]),
      el('cac:AdditionalDocumentReference', [
        el('cbc:ID', 'PIH'),
        el('cac:Attachment', [el('cbc:EmbeddedDocumentBinaryObject', input.pih, { mimeCode: 'text/plain' })]),
      ]),
      supplierParty(input.seller),
      customerParty(input.buyer),
      input.flavour === 'standard'
        ? el('cac:Delivery', [el('cbc:ActualDeliveryDate', input.supplyDate ?? date)])
        : undefined,
      el('cac:PaymentMeans', [
        el('cbc:PaymentMeansCode', input.paymentMeansCode ?? '10'),
        reference ? el('cbc:InstructionNote', reference.reason) : undefined,
      ]),
      el('cac:TaxTotal', [amount('cbc:TaxAmount', amounts.vatTotalHalalas)]),
      el('cac:TaxTotal', [amount('cbc:TaxAmount', amounts.vatTotalHalalas), ...taxSubtotals(amounts, amount)]),
      el('cac:LegalMonetaryTotal', [
        amount('cbc:LineExtensionAmount', amounts.lineTotalHalalas),
        amount('cbc:TaxExclusiveAmount', amounts.lineTotalHalalas),
        amount('cbc:TaxInclusiveAmount', amounts.totalWithVatHalalas),
        amount('cbc:AllowanceTotalAmount', 0),
        amount('cbc:PrepaidAmount', 0),
        amount('cbc:PayableAmount', amounts.totalWithVatHalalas),
      ]),
      ...input.lines.map((line, i) => invoiceLine(line, i, amounts, amount)),
    ],
    NAMESPACES,
  );
  return `<?xml version="1.0" encoding="UTF-8"?>\n${writeXml(root)}\n`;
}

type AmountWriter = (name: string, halalas: number) => XmlNode;

const taxCategory = (name: string, percent: number): XmlNode =>
  el(name, [el('cbc:ID', 'S'), el('cbc:Percent', formatPercent(percent)), el('cac:TaxScheme', [el('cbc:ID', 'VAT')])]);

function taxSubtotals(amounts: DocumentAmounts, amount: AmountWriter): XmlNode[] {
  return amounts.breakdown.map((b) =>
    el('cac:TaxSubtotal', [
      amount('cbc:TaxableAmount', b.taxableHalalas),
      amount('cbc:TaxAmount', b.vatHalalas),
      taxCategory('cac:TaxCategory', b.percent),
    ]),
  );
}

function invoiceLine(line: InvoiceLineInput, index: number, amounts: DocumentAmounts, amount: AmountWriter): XmlNode {
  const { netHalalas, vatHalalas } = amounts.lines[index];
  return el('cac:InvoiceLine', [
    el('cbc:ID', String(index + 1)),
    el('cbc:InvoicedQuantity', line.quantity.toFixed(6), { unitCode: 'PCE' }),
    amount('cbc:LineExtensionAmount', netHalalas),
    el('cac:TaxTotal', [amount('cbc:TaxAmount', vatHalalas), amount('cbc:RoundingAmount', netHalalas + vatHalalas)]),
    el('cac:Item', [el('cbc:Name', line.name), taxCategory('cac:ClassifiedTaxCategory', line.vatPercent)]),
    el('cac:Price', [amount('cbc:PriceAmount', line.unitPriceHalalas)]),
  ]);
}

/** Refuses input the authority would reject for reasons the form cannot see (the form validates the rest). */
function validate(input: UblInvoiceInput): void {
  const fail = (why: string): never => {
    throw new Error(`cannot build invoice ${input.invoiceNumber}: ${why}`);
  };
  if (input.lines.length === 0) fail('it has no lines');
  for (const line of input.lines) {
    if (!(line.quantity > 0) || !Number.isSafeInteger(line.unitPriceHalalas) || line.unitPriceHalalas < 0)
      fail(`line "${line.name}" has a bad quantity or price`);
  }
  if (!/^3\d{13}3$/.test(input.seller.vatNumber))
    fail('seller VAT number must be 15 digits beginning and ending with 3');
  if (input.kind !== 'invoice' && !input.billingReference)
    fail('a credit or debit note needs the invoice it corrects and a reason');
  if (!Number.isSafeInteger(input.icv) || input.icv < 1) fail('ICV must be a positive integer');
  if (input.flavour === 'standard') {
    const { buyer } = input;
    if (!buyer.name || !buyer.address) fail('a standard invoice needs the buyer name and address');
    if (buyer.vatNumber ? !/^3\d{13}3$/.test(buyer.vatNumber) : !(buyer.id && buyer.idScheme)) {
      fail('a standard invoice needs a buyer VAT number (15 digits, 3…3) or another buyer identification');
    }
  }
}

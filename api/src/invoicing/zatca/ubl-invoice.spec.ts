import { describe, expect, it } from '@jest/globals';
import { computeAmounts, formatHalalas, roundHalalas } from './invoice-amounts.js';
import { invoiceInput } from './testing/invoice-fixtures.js';
import { buildUblInvoice, riyadhDateTime } from './ubl-invoice.js';
import { parseXml, selectNodes, selectText } from './xml-dom.js';

const line = (quantity: number, unitPriceHalalas: number) => ({
  name: 'x',
  quantity,
  unitPriceHalalas,
  vatCategory: 'S' as const,
  vatPercent: 15,
});

describe('amounts', () => {
  it('formats halalas with two decimals', () => {
    expect([0, 5, 100, 123456, -250].map(formatHalalas)).toEqual(['0.00', '0.05', '1.00', '1234.56', '-2.50']);
    expect(() => formatHalalas(1.5)).toThrow(/whole number/);
  });

  it('rounds half away from zero despite binary noise', () => {
    expect(roundHalalas(100.5)).toBe(101);
    expect(roundHalalas(1.005 * 100)).toBe(101);
    expect(roundHalalas(-2.5)).toBe(-3);
  });

  it('rounds VAT per line for lines and once per rate for the document', () => {
    const amounts = computeAmounts([line(3, 3333), line(1, 1_250_000), line(0.5, 3)]);
    expect(amounts.lines).toEqual([
      { netHalalas: 9999, vatHalalas: 1500 },
      { netHalalas: 1_250_000, vatHalalas: 187_500 },
      { netHalalas: 2, vatHalalas: 0 },
    ]);
    expect(amounts.breakdown).toEqual([{ category: 'S', percent: 15, taxableHalalas: 1_260_001, vatHalalas: 189_000 }]);
    expect(amounts.totalWithVatHalalas).toBe(1_449_001);
  });
});

describe('UBL invoice', () => {
  it('writes issue date and time on the Riyadh clock, across midnight', () => {
    expect(riyadhDateTime(new Date('2024-03-10T21:30:15Z'))).toEqual({ date: '2024-03-11', time: '00:30:15' });
  });

  it('builds a standard invoice with seller, buyer, chain references, supply date, totals and lines', () => {
    const doc = parseXml(buildUblInvoice(invoiceInput()));
    expect(selectText('/*/cbc:InvoiceTypeCode', doc)).toBe('388');
    expect(selectText('/*/cbc:InvoiceTypeCode/@name', doc)).toBe('0100000');
    expect(selectText('/*/cbc:IssueDate', doc)).toBe('2024-03-11');
    expect(selectText("/*/cac:AdditionalDocumentReference[cbc:ID='ICV']/cbc:UUID", doc)).toBe('1');
    expect(selectText('/*/cac:AccountingSupplierParty//cac:PartyIdentification/cbc:ID/@schemeID', doc)).toBe('CRN');
    expect(selectText('/*/cac:AccountingCustomerParty//cac:PartyTaxScheme/cbc:CompanyID', doc)).toBe('399999999800003');
    expect(selectText('/*/cac:Delivery/cbc:ActualDeliveryDate', doc)).toBe('2024-03-11');
    expect(selectText('/*/cac:LegalMonetaryTotal/cbc:TaxInclusiveAmount', doc)).toBe('14489.99');
    expect(selectText('/*/cac:TaxTotal[2]/cac:TaxSubtotal/cbc:TaxableAmount', doc)).toBe('12599.99');
    expect(selectNodes('/*/cac:InvoiceLine', doc)).toHaveLength(2);
    expect(selectText('/*/cac:InvoiceLine[2]/cac:TaxTotal/cbc:RoundingAmount', doc)).toBe('114.99');
    expect(selectNodes('/*/cac:BillingReference', doc)).toHaveLength(0);
  });

  it('builds simplified invoices and notes with their type code, billing reference and reason', () => {
    const note = { invoiceNumber: 'INV-7', reason: 'إرجاع | Returned' };
    const credit = parseXml(
      buildUblInvoice(invoiceInput({ kind: 'creditNote', flavour: 'simplified', buyer: {}, billingReference: note })),
    );
    expect(selectText('/*/cbc:InvoiceTypeCode', credit)).toBe('381');
    expect(selectText('/*/cbc:InvoiceTypeCode/@name', credit)).toBe('0200000');
    expect(selectText('/*/cac:BillingReference/cac:InvoiceDocumentReference/cbc:ID', credit)).toBe('INV-7');
    expect(selectText('/*/cac:PaymentMeans/cbc:InstructionNote', credit)).toBe('إرجاع | Returned');
    expect(selectNodes('/*/cac:Delivery', credit)).toHaveLength(0);
    const debit = parseXml(buildUblInvoice(invoiceInput({ kind: 'debitNote', billingReference: note })));
    expect(selectText('/*/cbc:InvoiceTypeCode', debit)).toBe('383');
  });

  it('escapes markup in names', () => {
    const xml = buildUblInvoice(invoiceInput({ lines: [{ ...line(1, 100), name: 'A & B <C>' }] }));
    expect(selectText('/*/cac:InvoiceLine/cac:Item/cbc:Name', parseXml(xml))).toBe('A & B <C>');
  });

  it.each([
    ['no lines', { lines: [] }, /no lines/],
    ['a bad seller VAT number', { seller: { ...invoiceInput().seller, vatNumber: '123' } }, /seller VAT/],
    ['a note without reference', { kind: 'creditNote' as const }, /credit or debit note/],
    [
      'a standard buyer without identification',
      { buyer: { ...invoiceInput().buyer, vatNumber: undefined } },
      /buyer VAT number/,
    ],
    [
      'a standard buyer VAT not 3…3',
      { buyer: { ...invoiceInput().buyer, vatNumber: '199999999800003' } },
      /buyer VAT number/,
    ],
    ['a zero ICV', { icv: 0 }, /ICV/],
    ['a negative price', { lines: [line(1, -1)] }, /bad quantity or price/],
  ])('refuses %s', (_name, overrides, message) => {
    expect(() => buildUblInvoice(invoiceInput(overrides))).toThrow(message);
  });

  it('accepts a standard buyer identified by another scheme', () => {
    const doc = parseXml(
      buildUblInvoice(
        invoiceInput({ buyer: { ...invoiceInput().buyer, vatNumber: undefined, idScheme: 'CRN', id: '1010101010' } }),
      ),
    );
    expect(selectText('/*/cac:AccountingCustomerParty//cac:PartyIdentification/cbc:ID', doc)).toBe('1010101010');
  });
});

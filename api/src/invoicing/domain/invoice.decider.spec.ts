import { describe, expect, it } from '@jest/globals';
import { fold } from '../../platform/commands/decider.js';
import { invoiceDecider } from './invoice.decider.js';
import type { InvoiceEvent } from './invoice.events.js';
import { specFor } from '../../platform/commands/testing/decider-spec.js';
import { draftCommand, drafted, issued, noMessages, SELLER_ID, signed } from './testing/invoice-samples.js';

const at = '2026-01-11T08:00:00Z';
const issue = {
  type: 'IssueInvoice' as const,
  invoiceId: 'inv-1',
  actorId: SELLER_ID,
  at: '2026-01-10T10:00:00Z',
  icv: 1,
  pih: 'pih==',
  uuid: 'uuid-1',
};
const paid: InvoiceEvent = { type: 'InvoicePaid', data: { invoiceId: 'inv-1', paidAt: at } };
const overdue: InvoiceEvent = {
  type: 'InvoiceMarkedOverdue',
  data: { invoiceId: 'inv-1', dueDate: '2026-02-10', at: '2026-02-11T00:00:00Z' },
};

const given = specFor(invoiceDecider);

describe('invoice decider: drafting', () => {
  it('drafts with amounts computed on the server', () => {
    given([]).when(draftCommand()).then([drafted()]);
    const event = invoiceDecider.decide(draftCommand(), fold(invoiceDecider, []))[0];
    expect(event.type === 'InvoiceDrafted' && event.data.amounts.totalHalalas).toBe(1_040_750);
  });

  it('records the draft without who sent it, stamped with its time, as a plain invoice unless told otherwise', () => {
    const event = invoiceDecider.decide(draftCommand(), fold(invoiceDecider, []))[0];
    if (event.type !== 'InvoiceDrafted') throw new Error(`expected InvoiceDrafted, got ${event.type}`);
    expect(event.data).not.toHaveProperty('actorId');
    expect(event.data).not.toHaveProperty('type');
    expect(event.data).not.toHaveProperty('vatRate');
    expect(event.data).toMatchObject({
      invoiceId: 'inv-1',
      invoiceNumber: 'INV-0001',
      documentKind: 'invoice',
      billingReference: null,
      draftedAt: '2026-01-10T09:00:00Z',
      dueDate: '2026-02-10',
    });
  });

  it('refuses a second draft on the same stream and commands on a missing invoice', () => {
    given([drafted()]).when(draftCommand()).thenError('invoice_exists');
    given([]).when(issue).thenError('not_found');
  });

  it('refuses a seller without VAT registration, and drafting for another seller', () => {
    const seller = { ...draftCommand().seller, vatNumber: '' };
    given([]).when(draftCommand({ seller })).thenError('seller_not_vat_registered');
    given([])
      .when(draftCommand({ actorId: 'someone-else' }))
      .thenError('not_invoice_owner');
  });

  it("needs a standard buyer's VAT number of 15 digits beginning and ending with 3", () => {
    const buyer = draftCommand().buyer;
    for (const vatNumber of ['399999999800004', '199999999800003', '39999999980003', '3999999998000x3']) {
      given([])
        .when(draftCommand({ buyer: { ...buyer, vatNumber } }))
        .thenError('validation_failed', 'buyer_vat_number');
    }
  });

  it('accepts a buyer identification instead of a VAT number, and needs one of the two on standard invoices', () => {
    const buyer = { ...draftCommand().buyer, vatNumber: null };
    given([]).when(draftCommand({ buyer })).thenError('validation_failed', 'buyer_vat_number');
    given([])
      .when(draftCommand({ buyer: { ...buyer, idScheme: 'CRN', id: '1010010000' } }))
      .then([drafted({ buyer: { ...buyer, idScheme: 'CRN', id: '1010010000' } })]);
    given([])
      .when(draftCommand({ buyer: { ...buyer, idScheme: 'XYZ' as never, id: '1' } }))
      .thenError('validation_failed', 'buyer_id_scheme');
    given([])
      .when(draftCommand({ invoiceType: 'simplified', buyer }))
      .then([drafted({ invoiceType: 'simplified', buyer })]);
  });

  it("names each missing part of the buyer's address and the buyer's name", () => {
    const buyer = draftCommand().buyer;
    const error = given([])
      .when(
        draftCommand({ buyer: { ...buyer, name: ' ', address: { ...buyer.address, city: '', countryCode: 'Saudi' } } }),
      )
      .thenError('validation_failed', 'buyer_address.city');
    expect(error.details.map((d) => d.field)).toEqual(
      expect.arrayContaining(['buyer_name', 'buyer_address.country_code']),
    );
  });

  it('refuses bad lines, discount, shipping, VAT rate, currency and dates, field by field', () => {
    const bad = {
      descriptionEn: '',
      descriptionAr: '',
      quantity: 0,
      unitPriceHalalas: 10.5,
      vatCategory: 'S' as const,
    };
    const error = given([])
      .when(draftCommand({ lines: [bad] }))
      .thenError('validation_failed', 'lines[0].quantity');
    expect(error.details.map((d) => d.field)).toEqual([
      'lines[0].description_en',
      'lines[0].description_ar',
      'lines[0].quantity',
      'lines[0].unit_price',
    ]);
    given([])
      .when(draftCommand({ lines: [] }))
      .thenError('validation_failed', 'lines');
    given([])
      .when(draftCommand({ discountPercentage: 100 }))
      .thenError('validation_failed', 'discount_percentage');
    given([])
      .when(draftCommand({ shippingHalalas: -1 }))
      .thenError('validation_failed', 'shipping_amount');
    given([])
      .when(draftCommand({ vatRate: 0 }))
      .thenError('validation_failed', 'vat_rate');
    given([])
      .when(draftCommand({ currency: 'riyal' }))
      .thenError('validation_failed', 'currency');
    given([])
      .when(draftCommand({ dueDate: 'soon' }))
      .thenError('validation_failed', 'due_date');
  });
});

describe('invoice decider: status', () => {
  it('lets only the owning seller issue a draft (draft → sent), once', () => {
    given([drafted()]).when(issue).then([issued]);
    given([drafted()])
      .when({ ...issue, actorId: 'other' })
      .thenError('not_invoice_owner');
    given([drafted(), issued]).when(issue).then([]);
    given([drafted(), issued])
      .when({ ...issue, icv: 2, uuid: 'uuid-2' })
      .thenError('illegal_status_change');
  });

  it('moves sent → paid and overdue → paid for the owner only, idempotently', () => {
    const pay = { type: 'MarkInvoicePaid' as const, invoiceId: 'inv-1', actorId: SELLER_ID, at };
    given([drafted(), issued]).when(pay).then([paid]);
    given([drafted(), issued, overdue]).when(pay).then([paid]);
    given([drafted(), issued])
      .when({ ...pay, actorId: 'buyer' })
      .thenError('not_invoice_owner');
    given([drafted()]).when(pay).thenError('illegal_status_change');
    given([drafted(), issued, paid]).when(pay).then([]);
  });

  it('marks overdue only a sent invoice, and only after its due date', () => {
    const mark = (when: string) => ({ type: 'MarkInvoiceOverdue' as const, invoiceId: 'inv-1', at: when });
    given([drafted(), issued]).when(mark('2026-02-11T00:00:00Z')).then([overdue]);
    given([drafted(), issued]).when(mark('2026-02-09T23:59:59Z')).thenError('not_yet_due');
    given([drafted({ dueDate: null }), issued])
      .when(mark('2027-01-01T00:00:00Z'))
      .thenError('no_due_date');
    given([drafted()]).when(mark('2027-01-01T00:00:00Z')).thenError('illegal_status_change');
    given([drafted(), issued, paid]).when(mark('2027-01-01T00:00:00Z')).thenError('illegal_status_change');
    given([drafted(), issued, overdue]).when(mark('2027-01-01T00:00:00Z')).then([]);
  });

  it('cancels an issued invoice by credit note, never a draft', () => {
    const cancel = {
      type: 'CancelInvoiceByCreditNote' as const,
      invoiceId: 'inv-1',
      actorId: SELLER_ID,
      at,
      creditNoteId: 'cn-1',
      reason: 'Returned',
    };
    const cancelled: InvoiceEvent = {
      type: 'InvoiceCancelledByCreditNote',
      data: { invoiceId: 'inv-1', creditNoteId: 'cn-1', reason: 'Returned', at },
    };
    given([drafted(), issued]).when(cancel).then([cancelled]);
    given([drafted()]).when(cancel).thenError('draft_not_cancellable');
    given([drafted(), issued])
      .when({ ...cancel, actorId: 'other' })
      .thenError('not_invoice_owner');
    given([drafted(), issued, cancelled]).when(cancel).then([]);
    expect(fold(invoiceDecider, [drafted(), issued, cancelled]).status).toBe('cancelled');
  });
});

describe('invoice decider: signing and clearance', () => {
  const sign = {
    type: 'SignInvoice' as const,
    invoiceId: 'inv-1',
    at: '2026-01-10T10:00:01Z',
    hash: 'hash1=',
    qrCode: 'qr',
    signature: 'sig',
  };
  const outcome = (o: 'cleared' | 'reported' | 'rejected') => ({
    type: 'RecordClearanceOutcome' as const,
    invoiceId: 'inv-1',
    at,
    outcome: o,
    messages: noMessages,
  });

  it('signs only after issue, and never twice with another hash', () => {
    given([drafted(), issued]).when(sign).then([signed]);
    given([drafted()]).when(sign).thenError('invoice_not_issued');
    given([drafted(), issued, signed]).when(sign).then([]);
    given([drafted(), issued, signed])
      .when({ ...sign, hash: 'other=' })
      .thenError('invoice_already_signed');
  });

  it("records the authority's answer only after signing", () => {
    given([drafted()]).when(outcome('cleared')).thenError('invoice_not_signed');
    given([drafted(), issued]).when(outcome('cleared')).thenError('invoice_not_signed');
  });

  it('clears standard invoices and reports simplified ones, refusing the other', () => {
    given([drafted(), issued, signed])
      .when(outcome('cleared'))
      .then([{ type: 'InvoiceCleared', data: { invoiceId: 'inv-1', messages: noMessages, at } }]);
    given([drafted(), issued, signed]).when(outcome('reported')).thenError('standard_must_be_cleared');
    const b2c = drafted({ invoiceType: 'simplified' });
    given([b2c, issued, signed])
      .when(outcome('reported'))
      .then([{ type: 'InvoiceReported', data: { invoiceId: 'inv-1', messages: noMessages, at } }]);
    given([b2c, issued, signed]).when(outcome('cleared')).thenError('simplified_must_be_reported');
  });

  it("keeps a rejection's messages, and takes a repeated answer once", () => {
    const messages = { warnings: [], errors: [{ code: 'BR-KSA-39', category: 'KSA', message: 'Invalid VAT number' }] };
    const rejected: InvoiceEvent = { type: 'InvoiceRejected', data: { invoiceId: 'inv-1', messages, at } };
    given([drafted(), issued, signed])
      .when({ ...outcome('rejected'), messages })
      .then([rejected]);
    given([drafted(), issued, signed, rejected]).when(outcome('rejected')).then([]);
    given([drafted(), issued, signed, rejected]).when(outcome('cleared')).thenError('invoice_not_signed');
    const state = fold(invoiceDecider, [drafted(), issued, signed, rejected]);
    expect(state.status === 'sent' && [state.zatcaClearanceStatus, state.clearance]).toEqual(['rejected', messages]);
  });

  it("tracks the authority's progress apart from the business status", () => {
    const cleared: InvoiceEvent = { type: 'InvoiceCleared', data: { invoiceId: 'inv-1', messages: noMessages, at } };
    const state = fold(invoiceDecider, [drafted(), issued, signed, cleared, paid]);
    expect(state.status === 'paid' && [state.zatcaClearanceStatus, state.signed?.hash, state.issued.icv]).toEqual([
      'cleared',
      'hash1=',
      1,
    ]);
    expect(fold(invoiceDecider, [drafted()])).toMatchObject({ status: 'draft', zatcaClearanceStatus: 'pending' });
  });
});

describe('invoice decider: credit and debit notes', () => {
  const reference = { invoiceId: 'inv-0', invoiceNumber: 'INV-0000', reason: 'Returned work' };

  it('drafts a credit or debit note that names the invoice it corrects and why', () => {
    const note = drafted({ documentKind: 'creditNote', billingReference: reference });
    given([])
      .when(draftCommand({ documentKind: 'creditNote', billingReference: reference }))
      .then([note]);
    given([])
      .when(draftCommand({ documentKind: 'debitNote', billingReference: reference }))
      .then([drafted({ documentKind: 'debitNote', billingReference: reference })]);
  });

  it('refuses a note without a reference or a reason, and an invoice with a reference', () => {
    given([])
      .when(draftCommand({ documentKind: 'creditNote' }))
      .thenError('validation_failed', 'billing_reference');
    given([])
      .when(draftCommand({ documentKind: 'debitNote', billingReference: { ...reference, reason: ' ' } }))
      .thenError('validation_failed', 'reason');
    given([])
      .when(draftCommand({ billingReference: reference }))
      .thenError('validation_failed', 'billing_reference');
  });

  it('lets a simplified invoice leave the buyer address out, but not a standard one', () => {
    const none = { street: '', buildingNumber: '', postalCode: '', district: '', city: '', countryCode: '' };
    const buyer = { name: 'Walk-in', vatNumber: null, idScheme: null, id: null, address: none };
    given([])
      .when(draftCommand({ invoiceType: 'simplified', buyer }))
      .then([drafted({ invoiceType: 'simplified', buyer })]);
    given([])
      .when(draftCommand({ buyer: { ...buyer, vatNumber: '399999999800003' } }))
      .thenError('validation_failed', 'buyer_address.street');
  });
});

describe('invoice decider: signed XML and clearance switched off', () => {
  const at2 = '2026-01-10T10:00:05Z';
  it('keeps the signed XML on InvoiceSigned', () => {
    given([drafted(), issued])
      .when({
        type: 'SignInvoice',
        invoiceId: 'inv-1',
        at: at2,
        hash: 'h=',
        qrCode: 'q',
        signature: 's',
        xml: '<Invoice/>',
      })
      .then([
        {
          type: 'InvoiceSigned',
          data: { invoiceId: 'inv-1', hash: 'h=', qrCode: 'q', signature: 's', signedAt: at2, xml: '<Invoice/>' },
        },
      ]);
  });

  it('records a standard invoice as reported only when the authority switched clearance off', () => {
    const report = {
      type: 'RecordClearanceOutcome' as const,
      invoiceId: 'inv-1',
      at: at2,
      outcome: 'reported' as const,
      messages: noMessages,
    };
    given([drafted(), issued, signed])
      .when({ ...report, clearanceOff: true })
      .then([{ type: 'InvoiceReported', data: { invoiceId: 'inv-1', messages: noMessages, at: at2 } }]);
    given([drafted(), issued, signed]).when(report).thenError('standard_must_be_cleared');
  });
});

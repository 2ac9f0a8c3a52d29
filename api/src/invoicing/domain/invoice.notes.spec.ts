import { describe, expect, it } from '@jest/globals';
import { assertCorrectable, type CorrectableFacts } from './invoice.notes.js';

// Found in review: which invoices a note may correct was decided in application/invoice-notes.ts.
describe('note eligibility in the domain', () => {
  const issued: CorrectableFacts = { documentKind: 'invoice', status: 'sent', zatcaClearanceStatus: 'cleared' };
  const code = (facts: CorrectableFacts) => {
    try {
      assertCorrectable(facts);
      return null;
    } catch (error) {
      return (error as { code?: string }).code;
    }
  };

  it('lets an issued invoice be corrected, paid or overdue included', () => {
    expect(code(issued)).toBeNull();
    expect(code({ ...issued, status: 'paid' })).toBeNull();
    expect(code({ ...issued, documentKind: undefined, status: 'overdue' })).toBeNull();
  });

  it('refuses a note of a note, a draft, a cancelled invoice and one the authority rejected', () => {
    expect(code({ ...issued, documentKind: 'creditNote' })).toBe('note_of_note');
    expect(code({ ...issued, status: 'draft' })).toBe('draft_not_correctable');
    expect(code({ ...issued, status: 'cancelled' })).toBe('invoice_cancelled');
    expect(code({ ...issued, zatcaClearanceStatus: 'rejected' })).toBe('invoice_rejected');
  });
});

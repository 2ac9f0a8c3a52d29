import { describe, expect, it } from '@jest/globals';
import fc from 'fast-check';
import { fold } from '../../platform/commands/decider.js';
import { DomainError } from '../../platform/errors/domain-errors.js';
import { FIRST_INVOICE_PIH } from './invoice-chain.state.js';
import type { InvoiceChainCommand } from './invoice-chain.commands.js';
import { allocationOf, invoiceChainDecider } from './invoice-chain.decider.js';
import type { InvoiceChainEvent } from './invoice-chain.events.js';
import { specFor } from '../../platform/commands/testing/decider-spec.js';

const allocate = (invoiceId: string): InvoiceChainCommand => ({
  type: 'AllocateInvoiceNumber',
  sellerId: 's1',
  invoiceId,
});
const record = (invoiceId: string, hash: string): InvoiceChainCommand => ({
  type: 'RecordInvoiceHash',
  sellerId: 's1',
  invoiceId,
  hash,
});
const allocated = (invoiceId: string, icv: number, pih: string): InvoiceChainEvent => ({
  type: 'InvoiceNumberAllocated',
  data: { invoiceId, icv, pih },
});
const recorded = (invoiceId: string, icv: number, hash: string): InvoiceChainEvent => ({
  type: 'InvoiceHashRecorded',
  data: { invoiceId, icv, hash },
});

const given = specFor(invoiceChainDecider);

describe('invoice chain decider', () => {
  it("gives the first invoice counter 1 and the specification's first PIH", () => {
    given([])
      .when(allocate('a'))
      .then([allocated('a', 1, FIRST_INVOICE_PIH)]);
  });

  it("chains the next invoice to the previous invoice's recorded hash", () => {
    given([allocated('a', 1, FIRST_INVOICE_PIH), recorded('a', 1, 'hashA=')])
      .when(allocate('b'))
      .then([allocated('b', 2, 'hashA=')]);
  });

  it('returns nothing new when the same invoice asks again, before or after its hash', () => {
    given([allocated('a', 1, FIRST_INVOICE_PIH)])
      .when(allocate('a'))
      .then([]);
    given([allocated('a', 1, FIRST_INVOICE_PIH), recorded('a', 1, 'hashA=')])
      .when(allocate('a'))
      .then([]);
    const state = fold(invoiceChainDecider, [allocated('a', 1, FIRST_INVOICE_PIH)]);
    expect(allocationOf(state, 'a')).toEqual({ icv: 1, pih: FIRST_INVOICE_PIH, hash: null });
    expect(allocationOf(state, 'b')).toBeNull();
  });

  it("refuses a new number while the previous number's hash is not recorded (no forks)", () => {
    given([allocated('a', 1, FIRST_INVOICE_PIH)])
      .when(allocate('b'))
      .thenError('previous_invoice_hash_pending');
  });

  it('records a hash once for an allocated invoice, refusing another hash or an unknown invoice', () => {
    given([allocated('a', 1, FIRST_INVOICE_PIH)])
      .when(record('a', 'hashA='))
      .then([recorded('a', 1, 'hashA=')]);
    given([allocated('a', 1, FIRST_INVOICE_PIH), recorded('a', 1, 'hashA=')])
      .when(record('a', 'hashA='))
      .then([]);
    given([allocated('a', 1, FIRST_INVOICE_PIH), recorded('a', 1, 'hashA=')])
      .when(record('a', 'other='))
      .thenError('invoice_hash_already_recorded');
    given([]).when(record('a', 'hashA=')).thenError('invoice_number_not_allocated');
    given([allocated('a', 1, FIRST_INVOICE_PIH)])
      .when(record('a', 'not base64!'))
      .thenError('validation_failed', 'hash');
  });

  it('keeps counters 1..n with no gap and every PIH the previous hash, under any interleaving', () => {
    const hashOf = (id: string) => Buffer.from(`hash of ${id}`).toString('base64');
    const command = (ids: string[]) =>
      fc.oneof(
        fc.constantFrom(...ids).map(allocate),
        fc.constantFrom(...ids).map((id) => record(id, hashOf(id))),
        // A stray hash for an invoice that already has one must never move the head.
        fc.constantFrom(...ids).map((id) => record(id, Buffer.from(`forged ${id}`).toString('base64'))),
      );
    const scenario = fc
      .integer({ min: 1, max: 12 })
      .map((n) => Array.from({ length: n }, (_, i) => `inv-${i}`))
      .chain((ids) => fc.tuple(fc.constant(ids), fc.array(command(ids), { maxLength: 80 })));

    fc.assert(
      fc.property(scenario, ([ids, commands]) => {
        const events: InvoiceChainEvent[] = [];
        const run = (c: InvoiceChainCommand) => {
          try {
            events.push(...invoiceChainDecider.decide(c, fold(invoiceChainDecider, events)));
          } catch (error) {
            if (!(error instanceof DomainError)) throw error;
          }
        };
        commands.forEach(run);
        // Then the workers catch up: the invoice left pending is signed first, then every other in turn.
        const pending = fold(invoiceChainDecider, events).pending;
        if (pending) run(record(pending.invoiceId, hashOf(pending.invoiceId)));
        for (const id of ids) {
          run(allocate(id));
          run(record(id, hashOf(id)));
        }
        const state = fold(invoiceChainDecider, events);
        expect(state.pending).toBeNull();

        const allocations = events.filter((e) => e.type === 'InvoiceNumberAllocated');
        expect(allocations.map((e) => e.data.icv)).toEqual(ids.map((_, i) => i + 1));
        expect(new Set(allocations.map((e) => e.data.invoiceId)).size).toBe(ids.length);
        const hashes = new Map(
          events.filter((e) => e.type === 'InvoiceHashRecorded').map((e) => [e.data.icv, e.data.hash]),
        );
        allocations.forEach((e, i) => expect(e.data.pih).toBe(i === 0 ? FIRST_INVOICE_PIH : hashes.get(i)));
        expect(state.nextIcv).toBe(ids.length + 1);
        expect(state.lastHash).toBe(hashes.get(ids.length));
      }),
      { numRuns: 300 },
    );
  });
});

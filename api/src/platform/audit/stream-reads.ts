/**
 * Every read of a stream by staff through the audit API is itself recorded: one `StreamRead` event (who, which
 * stream, which view; the event's metadata says when) on the reader's own `streamReads-<actorId>` stream, which admins and auditors read in
 * the audit explorer like any other stream.
 */
import type { BoundedContext } from '../bounded-context.js';
import type { Decider, DomainEvent } from '../commands/decider.js';

export type StreamRead = DomainEvent<
  'StreamRead',
  { actorId: string; streamName: string; view: 'events' | 'state'; revision: number | null }
>;
export type RecordStreamRead = StreamRead['data'];

/** The state is how many reads the reader made (the audit explorer folds every stream it shows). */
export const streamReadsDecider: Decider<{ reads: number }, RecordStreamRead, StreamRead> = {
  category: 'streamReads',
  initialState: () => ({ reads: 0 }),
  evolve: (state) => ({ reads: state.reads + 1 }),
  decide: (command) => [{ type: 'StreamRead', data: command }],
};

export const auditContext: BoundedContext = {
  name: 'audit',
  eventSpecs: [{ type: 'StreamRead', schemaVersion: 1 }],
  deciders: [streamReadsDecider],
  projections: [],
};

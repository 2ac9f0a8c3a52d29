/**
 * A stream's state as its decider folds it now, read from the event store. For the few steps that must decide on
 * the stream itself before an outside effect (a payout's transfer, a seller's IBAN), never for answering a GET,
 * which reads projections.
 */
import type { EventStore } from '../../platform/event-store/event-store.port.js';
import { readDecoded, type EventCodec } from '../../platform/commands/event-codec.js';
import { fold, streamName, type Decider, type DomainEvent } from '../../platform/commands/decider.js';

export async function currentState<S, E extends DomainEvent>(
  store: EventStore,
  codec: EventCodec,
  decider: Pick<Decider<S, unknown, E>, 'category' | 'initialState' | 'evolve'>,
  id: string,
): Promise<S> {
  // A stored event is its domain event with the envelope's metadata beside it: the fold reads type and data only.
  const events = (await readDecoded<E>(store, codec, streamName(decider.category, id))) as unknown as E[];
  return fold(decider, events);
}

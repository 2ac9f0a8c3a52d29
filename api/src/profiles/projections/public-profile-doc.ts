import type { Collection, IndexSpec } from '../../platform/read-store/read-store.port.js';
import { alreadyApplied, creationStamp, tracked, type StreamTracked } from '../../platform/projections/projection.js';
import type { StoredEvent } from '../../platform/commands/event-codec.js';
import type { DomainEvent } from '../../platform/commands/decider.js';

/** What every public profile document (an artist's, a gallery's) carries besides its own fields. */
export interface PublicProfileDoc extends StreamTracked {
  id: string;
  /** The account the profile belongs to (null for a profile a gallery keeps for an artist without one). */
  userId: string | null;
  featured: boolean;
  createdAt: string;
  updatedAt: string;
  [key: string]: unknown;
}

/**
 * The indexes the public profile lists sort and filter by (newest, by name in either language, featured first,
 * by account), then the kind's own.
 */
export const publicProfileIndexes = (...own: IndexSpec[]): IndexSpec[] => [
  { fields: ['createdAt'] },
  { fields: ['name'] },
  { fields: ['nameAr'] },
  { fields: ['featured', 'name'] },
  { fields: ['userId'] },
  ...own,
];

/** How one kind of public profile names the events every profile's stream has, and the id its events carry. */
export interface ProfileStream<E extends DomainEvent> {
  idField: string;
  created: E['type'];
  edited: E['type'];
  featured: E['type'];
  unfeatured: E['type'];
}

export interface ProfileDocRules<D extends PublicProfileDoc, E extends DomainEvent> {
  /** What a new document holds where its creation event says nothing (its id, `featured` and stamps are added). */
  defaults: Partial<D>;
  /** The kind's own events, on a copy of the document already stamped with the event. */
  evolve?: (next: D, doc: D, event: StoredEvent<E>) => void;
  /** What is worked out from the fields, each time the document is stored. */
  derive?: (doc: D) => D;
}

/**
 * Applies one event of a public profile's stream to its document: a replay, or an event about a profile not yet
 * created, changes nothing; the creation stores the event's fields; an edit takes the fields it carries; featuring
 * sets `featured`; the kind's other events are its `evolve`'s.
 */
export async function applyToProfile<D extends PublicProfileDoc, E extends DomainEvent>(
  docs: Collection<D>,
  event: StoredEvent<E>,
  stream: ProfileStream<E>,
  { defaults, evolve, derive = (doc) => doc }: ProfileDocRules<D, E>,
): Promise<void> {
  const { [stream.idField]: id, ...fields } = event.data as Record<string, unknown>;
  const doc = await docs.get(String(id));
  if (alreadyApplied(doc, event)) return;
  if (event.type === stream.created) {
    await docs.upsert(derive({ ...defaults, ...fields, id, featured: false, ...creationStamp(event) } as D));
    return;
  }
  if (!doc) return;
  const next: D = { ...doc, updatedAt: event.metadata.occurredAt, ...tracked(event) };
  if (event.type === stream.edited) Object.assign(next, fields);
  else if (event.type === stream.featured) next.featured = true;
  else if (event.type === stream.unfeatured) next.featured = false;
  else evolve?.(next, doc, event);
  await docs.upsert(derive(next));
}

/**
 * Turns domain events into stored events and back. On the way in: metadata is added, personal data
 * encrypted, and chained streams linked. On the way out: personal data decrypted (null once forgotten),
 * then upcast to the current schema version. Chain verification always uses the stored form.
 */
import type { EventStore, NewEvent, RecordedEvent } from '../event-store/event-store.port.js';
import type { DomainEvent } from './decider.js';
import type { EventCatalog } from './event-catalog.js';
import { isEncryptedValue, type PersonalDataVault } from './personal-data-vault.js';

export interface EventMetadata {
  eventId: string;
  occurredAt: string;
  schemaVersion: number;
  correlationId: string;
  causationId: string;
  actorId: string | null;
  chain?: { prev: string; hash: string; sig: string };
  [key: string]: unknown;
}

/** Where a stored event sits in the log, and its metadata. */
export interface StoredEventEnvelope {
  metadata: EventMetadata;
  streamName: string;
  revision: number;
  position: RecordedEvent['position'];
  recordedAt: Date;
}

/**
 * A stored event read back in its current shape. For a union of events it is the union of their stored forms,
 * so `event.type` narrows `event.data` (projections and reactors switch on it without casts).
 */
export type StoredEvent<E extends DomainEvent = DomainEvent> = E extends DomainEvent
  ? StoredEventEnvelope & { type: E['type']; data: E['data'] }
  : never;

export interface CommandContext {
  actorId: string | null;
  correlationId: string;
  /** The id of the command, request or event that caused this one. */
  causationId: string;
  /** When the command happened (injected, never read inside decide). */
  now: Date;
}

export class EventCodec {
  constructor(
    private readonly catalog: EventCatalog,
    private readonly vault: PersonalDataVault,
    private readonly newId: () => string,
  ) {}

  /** Builds the stored form, without chain fields (the runner links chained streams). */
  async encode(event: DomainEvent, streamName: string, context: CommandContext): Promise<NewEvent> {
    const spec = this.catalog.get(event.type);
    const data = { ...(event.data as Record<string, unknown>) };
    if (spec?.personalData) {
      const subject = spec.personalData.subject(data, streamName);
      if (subject) {
        for (const field of spec.personalData.fields) await this.encryptAt(data, field.split('.'), subject);
      }
    }
    const metadata: EventMetadata = {
      eventId: this.newId(),
      occurredAt: context.now.toISOString(),
      schemaVersion: spec?.schemaVersion ?? 1,
      correlationId: context.correlationId,
      causationId: context.causationId,
      actorId: context.actorId,
    };
    return { eventId: metadata.eventId, type: event.type, data, metadata };
  }

  /** Encrypts the string at a (possibly dotted) path, copying the objects on the way so the domain event stays as it was. */
  private async encryptAt(data: Record<string, unknown>, path: string[], subject: string): Promise<void> {
    const [head, ...rest] = path as [string, ...string[]];
    const value = data[head];
    if (rest.length === 0) {
      if (typeof value === 'string' && value !== '') data[head] = await this.vault.encrypt(subject, value);
      return;
    }
    if (typeof value !== 'object' || value === null || Array.isArray(value)) return;
    const copy = { ...(value as Record<string, unknown>) };
    data[head] = copy;
    await this.encryptAt(copy, rest, subject);
  }

  async decode<E extends DomainEvent = DomainEvent>(recorded: RecordedEvent): Promise<StoredEvent<E>> {
    const metadata = recorded.metadata as EventMetadata;
    const plain = await this.decryptDeep(recorded.data);
    const data = this.catalog.upcast(
      recorded.type,
      Number(metadata.schemaVersion ?? 1),
      plain as Record<string, unknown>,
    );
    // The catalog's upcasters bring every stored shape to the type the event union declares for it.
    return {
      type: recorded.type,
      data,
      metadata,
      streamName: recorded.streamName,
      revision: recorded.revision,
      position: recorded.position,
      recordedAt: recorded.recordedAt,
    } as StoredEvent<E>;
  }

  /** Fetches the keys a batch of stored events will need, in one round trip. */
  async prefetch(recorded: RecordedEvent[]): Promise<void> {
    const subjects = new Set<string>();
    const visit = (value: unknown): void => {
      if (isEncryptedValue(value)) {
        const subject = value.$pii.split('.')[1];
        if (subject) subjects.add(subject);
      } else if (Array.isArray(value)) value.forEach(visit);
      else if (value && typeof value === 'object') Object.values(value).forEach(visit);
    };
    for (const r of recorded) visit(r.data);
    if (subjects.size > 0) await this.vault.warm(subjects);
  }

  /**
   * The data with every encrypted value replaced by its plain text. Most events hold no personal data: they are
   * returned as read, without a copy or a promise per field (a hot lot decodes thousands of bids a second).
   */
  private decryptDeep(value: unknown): unknown {
    return holdsEncrypted(value) ? this.decryptAll(value) : value;
  }

  private async decryptAll(value: unknown): Promise<unknown> {
    if (isEncryptedValue(value)) return this.vault.decrypt(value);
    if (Array.isArray(value)) return Promise.all(value.map((v) => this.decryptAll(v)));
    if (value && typeof value === 'object') {
      const out: Record<string, unknown> = {};
      for (const [k, v] of Object.entries(value)) out[k] = await this.decryptAll(v);
      return out;
    }
    return value;
  }
}

function holdsEncrypted(value: unknown): boolean {
  if (isEncryptedValue(value)) return true;
  if (Array.isArray(value)) return value.some(holdsEncrypted);
  if (value && typeof value === 'object') {
    for (const key in value) if (holdsEncrypted((value as Record<string, unknown>)[key])) return true;
  }
  return false;
}

/** A stream read the one way: every event decoded through the catalog (upcasters applied, personal data opened). */
export async function readDecoded<E extends DomainEvent = DomainEvent>(
  store: Pick<EventStore, 'readStream'>,
  codec: EventCodec,
  streamName: string,
): Promise<StoredEvent<E>[]> {
  const recorded = await store.readStream(streamName);
  await codec.prefetch(recorded);
  return Promise.all(recorded.map((r) => codec.decode<E>(r)));
}

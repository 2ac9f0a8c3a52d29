/**
 * What the platform knows about each event type: its current schema version, the upcasters that lift
 * older stored versions to it, and which data fields hold personal data (encrypted per person before they
 * are stored). Contexts register their event types when their module starts.
 */
export type Upcaster = (data: Record<string, unknown>) => Record<string, unknown>;

export interface EventTypeSpec {
  type: string;
  /** Current version; stored events carry the version they were written with. Starts at 1. */
  schemaVersion: number;
  /** `upcasters[n]` lifts data from version n to n + 1. */
  upcasters?: Record<number, Upcaster>;
  /** Personal data: the fields to encrypt (string fields; a dotted path reaches into an object) and whose key encrypts them. */
  personalData?: {
    fields: string[];
    /** The person the data belongs to (their key encrypts it); null when the event names nobody. */
    subject: (data: Record<string, unknown>, streamName: string) => string | null;
  };
}

export class EventCatalog {
  private readonly specs = new Map<string, EventTypeSpec>();
  /** Stream categories whose events are hash-chained (money and bids). */
  private readonly chained = new Set<string>();

  register(specs: EventTypeSpec[]): void {
    for (const spec of specs) {
      if (this.specs.has(spec.type)) throw new Error(`Event type ${spec.type} registered twice`);
      for (let v = 1; v < spec.schemaVersion; v++) {
        if (!spec.upcasters?.[v]) throw new Error(`Event type ${spec.type} has no upcaster from version ${v}`);
      }
      this.specs.set(spec.type, spec);
    }
  }

  chainCategories(...categories: string[]): void {
    for (const c of categories) this.chained.add(c);
  }

  isChained(streamName: string): boolean {
    return this.chained.has(categoryOf(streamName));
  }

  get(type: string): EventTypeSpec | undefined {
    return this.specs.get(type);
  }

  /** Applies the upcasters from `storedVersion` to the current version. Unknown types pass through. */
  upcast(type: string, storedVersion: number, data: Record<string, unknown>): Record<string, unknown> {
    const spec = this.specs.get(type);
    if (!spec) return data;
    let current = data;
    for (let v = storedVersion; v < spec.schemaVersion; v++) current = spec.upcasters![v]!(current);
    return current;
  }
}

export function categoryOf(streamName: string): string {
  const dash = streamName.indexOf('-');
  return dash === -1 ? streamName : streamName.slice(0, dash);
}

export function idOf(streamName: string): string {
  const dash = streamName.indexOf('-');
  return dash === -1 ? '' : streamName.slice(dash + 1);
}

/**
 * An event union's types as a list the compiler checks complete: `eventTypesOf<OrderEvent>()(['OrderPlaced', …])`
 * refuses a list that leaves a type out (naming it as `missing`) or holds one the union does not have. These lists
 * register a context's events with the catalog and feed its projections, so a type left out would be an event that
 * is stored but never decoded or projected.
 */
export const eventTypesOf =
  <E extends { type: string }>() =>
  <const L extends readonly E['type'][]>(
    types: L & ([Exclude<E['type'], L[number]>] extends [never] ? unknown : { missing: Exclude<E['type'], L[number]> }),
  ): E['type'][] => [...types];

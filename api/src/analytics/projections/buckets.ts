/**
 * Daily buckets: one document per dimension (`seller:<userId>`, `artwork:<id>`, `platform`, …) and Riyadh day,
 * holding named counters (money in halalas). Any period is the sum of its days' buckets, and "as of" a past date
 * is the sum of the buckets up to it, because an event lands in the bucket of the day it occurred.
 *
 * Counters are added to, so a replayed page must not add twice: each bucket remembers the global position of the
 * last event it took and ignores any event at or before it (events reach a projection in log order). Handlers
 * gather one event's counters per dimension; a page's are written together at its end (`writeBumps`).
 */
import type { Doc } from '../../platform/read-store/read-store.port.js';
import type { ProjectionContext } from '../../platform/projections/projection.js';
import type { StoredEvent } from '../../platform/commands/event-codec.js';
import { comparePositions, formatPosition, parsePosition } from '../../platform/event-store/event-store.port.js';
import type { Position } from '../../platform/event-store/event-store.port.js';
import { riyadhDay } from '../domain/riyadh-days.js';

export const ANALYTICS_BUCKETS = 'analytics_buckets';
/** What the projection must remember between events (an artwork's seller, an invoice's amounts until issued). */
export const ANALYTICS_REFS = 'analytics_refs';

export interface BucketDoc extends Doc {
  dim: string;
  /** The dimension this one rolls up into (an artwork's seller, a workshop's organiser), for top lists. */
  parent: string | null;
  day: string;
  m: Record<string, number>;
  _pos: string;
}

export type Counters = Record<string, number>;

/** Counters per dimension for one event; `parent` names the roll-up of a dimension when it has one. */
export class Bumps {
  readonly byDim = new Map<string, { parent: string | null; m: Counters }>();

  add(dim: string | null | undefined, counters: Counters, parent: string | null = null): this {
    if (!dim) return this;
    const entry = this.byDim.get(dim) ?? { parent, m: {} };
    for (const [name, value] of Object.entries(counters)) entry.m[name] = (entry.m[name] ?? 0) + value;
    this.byDim.set(dim, entry);
    return this;
  }
}

/** One event's counters for one bucket, with the event's position (the bucket's replay guard). */
interface PendingBump {
  position: Position;
  m: Counters;
}

interface PendingBucket {
  dim: string;
  parent: string | null;
  day: string;
  bumps: PendingBump[];
}

/**
 * A page's counters, gathered per bucket as its events are applied and written once at the page's end
 * (`writeBumps`): one read of the buckets the page touches and one write of each, instead of a read and a write per
 * event and bucket. Kept per projection context (one per page), so a page's bumps never reach another's.
 */
const pages = new WeakMap<ProjectionContext, Map<string, PendingBucket>>();

/** Adds an event's bumps to its page's (an event that failed part-way never gets here: its bumps are dropped). */
export function gatherBumps(event: StoredEvent, ctx: ProjectionContext, bumps: Bumps): void {
  if (bumps.byDim.size === 0) return;
  let page = pages.get(ctx);
  if (!page) pages.set(ctx, (page = new Map()));
  const day = riyadhDay(event.metadata.occurredAt);
  for (const [dim, { parent, m }] of bumps.byDim) {
    const id = `${dim}|${day}`;
    let bucket = page.get(id);
    if (!bucket) page.set(id, (bucket = { dim, parent, day, bumps: [] }));
    bucket.bumps.push({ position: event.position, m });
  }
}

/**
 * Writes the page's bumps: each bucket takes the events after the last one it took (a page delivered again adds
 * nothing), in log order, and remembers the last.
 */
export async function writeBumps(ctx: ProjectionContext): Promise<void> {
  const page = pages.get(ctx);
  pages.delete(ctx);
  if (!page || page.size === 0) return;
  const buckets = ctx.collection<BucketDoc>(ANALYTICS_BUCKETS);
  const existing = new Map((await buckets.getMany([...page.keys()])).map((doc) => [doc.id, doc]));
  const written: BucketDoc[] = [];
  for (const [id, { dim, parent, day, bumps }] of page) {
    const before = existing.get(id);
    const after = before ? parsePosition(before._pos) : null;
    const fresh = after ? bumps.filter((b) => comparePositions(b.position, after) > 0) : bumps;
    if (fresh.length === 0) continue;
    const m: Counters = { ...(before?.m ?? {}) };
    for (const bump of fresh) sumCounters(m, bump.m);
    const position = formatPosition(fresh[fresh.length - 1]!.position);
    written.push({ id, dim, parent: before?.parent ?? parent, day, m, _pos: position });
  }
  await buckets.upsertMany(written);
}

/** Sums counters (a period's buckets, or figures across dimensions). */
export function sumCounters(into: Counters, from: Counters): Counters {
  for (const [name, value] of Object.entries(from)) into[name] = (into[name] ?? 0) + value;
  return into;
}

/**
 * Daily buckets: one document per dimension (`seller:<userId>`, `artwork:<id>`, `platform`, …) and Riyadh day,
 * holding named counters (money in halalas). Any period is the sum of its days' buckets, and "as of" a past date
 * is the sum of the buckets up to it, because an event lands in the bucket of the day it occurred.
 *
 * Counters are added to, so a replayed page must not add twice: each bucket remembers the global position of the
 * last event it took and ignores any event at or before it (events reach a projection in log order). One event
 * therefore bumps each bucket at most once: handlers gather their counters per dimension and bump once.
 */
import type { Doc } from '../../platform/read-store/read-store.port.js';
import type { ProjectionContext } from '../../platform/projections/projection.js';
import type { StoredEvent } from '../../platform/commands/event-codec.js';
import { comparePositions, formatPosition, parsePosition } from '../../platform/event-store/event-store.port.js';
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

export async function applyBumps(event: StoredEvent, ctx: ProjectionContext, bumps: Bumps): Promise<void> {
  if (bumps.byDim.size === 0) return;
  const buckets = ctx.collection<BucketDoc>(ANALYTICS_BUCKETS);
  const day = riyadhDay(event.metadata.occurredAt);
  const position = formatPosition(event.position);
  for (const [dim, { parent, m }] of bumps.byDim) {
    const id = `${dim}|${day}`;
    const existing = await buckets.get(id);
    if (existing && comparePositions(parsePosition(existing._pos), event.position) >= 0) continue;
    const next: Counters = { ...(existing?.m ?? {}) };
    for (const [name, value] of Object.entries(m)) next[name] = (next[name] ?? 0) + value;
    await buckets.upsert({ id, dim, parent: existing?.parent ?? parent, day, m: next, _pos: position });
  }
}

/** Sums counters (a period's buckets, or figures across dimensions). */
export function sumCounters(into: Counters, from: Counters): Counters {
  for (const [name, value] of Object.entries(from)) into[name] = (into[name] ?? 0) + value;
  return into;
}

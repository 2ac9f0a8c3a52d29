/**
 * What a rebuild spec compares: every document of a context's projections, then the same after each
 * projection is dropped and rebuilt from the log on an engine of its own (`rebuild` empties its collections).
 */
import { expect } from '@jest/globals';
import type { Runtime } from '../platform/runtime.js';
import type { Projection } from '../platform/projections/projection.js';
import { ProjectionEngine } from '../platform/projections/projection-engine.js';
import { LocalLeaseManager } from '../platform/projections/lease-manager.js';
import { markEventLog } from './appended-events.js';

/** Every document of the projections' collections, by collection, in id order. */
export async function readModelSnapshot(
  runtime: Runtime,
  projections: Projection[],
): Promise<Record<string, unknown[]>> {
  const out: Record<string, unknown[]> = {};
  for (const projection of projections) {
    for (const name of Object.keys(projection.collections)) {
      out[name] = await runtime.storage.reads
        .collection(name)
        .find({ sort: [{ field: 'id', direction: 'asc' }], limit: 10_000 });
    }
  }
  return out;
}

/** Drops and rebuilds each projection from the log; each must fold at least one event, and none may write to it. */
export async function rebuildFromLog(runtime: Runtime, projections: Projection[]): Promise<void> {
  const { events, reads } = runtime.storage;
  const engine = new ProjectionEngine(events, reads, runtime.codec, new LocalLeaseManager(), () => {});
  engine.register(projections);
  const log = await markEventLog(events);
  for (const projection of projections) {
    const result = await engine.rebuild(projection.name);
    expect([projection.name, result.events > 0]).toEqual([projection.name, true]);
  }
  expect(await log.appended()).toEqual([]);
}

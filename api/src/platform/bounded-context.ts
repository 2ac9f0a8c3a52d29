/**
 * What each bounded context declares to the platform, so the HTTP app, the worker and the command-line
 * tools (rebuild, export, import) all know the same event types, deciders and read models without Nest.
 */
import type { Decider, DomainEvent } from './commands/decider.js';
import type { EventTypeSpec } from './commands/event-catalog.js';
import type { Projection } from './projections/projection.js';
import type { Runtime } from './runtime.js';

export interface BoundedContext {
  name: string;
  eventSpecs: EventTypeSpec[];
  deciders: Array<Pick<Decider<unknown, unknown, DomainEvent>, 'category' | 'initialState' | 'evolve'>>;
  /** Read-model projections (rebuildable). Reactors that cause side effects register in their Nest module. */
  projections: Projection[];
  /** Projections that need a runtime service (the vault, to seal what their read model keeps encrypted). */
  runtimeProjections?: Array<(runtime: Runtime) => Projection>;
}

export function registerContexts(runtime: Runtime, contexts: BoundedContext[]): void {
  for (const context of contexts) {
    runtime.catalog.register(context.eventSpecs);
    runtime.projections.register(context.projections);
    runtime.projections.register((context.runtimeProjections ?? []).map((build) => build(runtime)));
    for (const decider of context.deciders) runtime.audit.register(decider);
  }
}

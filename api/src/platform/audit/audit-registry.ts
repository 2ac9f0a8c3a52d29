/**
 * Which decider folds which stream category, so the audit API can show any stream's state at any revision.
 * Contexts register their deciders when their module starts.
 */
import type { Decider, DomainEvent } from '../commands/decider.js';

type AnyDecider = Pick<Decider<unknown, unknown, DomainEvent>, 'category' | 'initialState' | 'evolve'>;

export class AuditRegistry {
  private readonly deciders = new Map<string, AnyDecider>();

  register(decider: AnyDecider): void {
    this.deciders.set(decider.category, decider);
  }

  deciderFor(category: string): AnyDecider | undefined {
    return this.deciders.get(category);
  }

  categories(): string[] {
    return [...this.deciders.keys()].sort();
  }
}

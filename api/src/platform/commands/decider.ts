/**
 * A decider is the pure heart of a stream: `decide` turns a command and the current state into new events
 * (or throws a DomainError); `evolve` folds one event into the state. No I/O, no clock, no random ids:
 * time and ids enter through the command, because `decide` reruns on every concurrency retry.
 */
export interface DomainEvent<Type extends string = string, Data extends object = object> {
  type: Type;
  data: Data;
}

export interface Decider<State, Command, Event extends DomainEvent> {
  /** The stream category, e.g. `user` for streams `user-<id>`. */
  category: string;
  initialState(): State;
  evolve(state: State, event: Event): State;
  decide(command: Command, state: State): Event[];
}

export function fold<State, Event extends DomainEvent>(
  decider: Pick<Decider<State, unknown, Event>, 'initialState' | 'evolve'>,
  events: Event[],
): State {
  return events.reduce((state, event) => decider.evolve(state, event), decider.initialState());
}

/** The one way a stream is named: `<category>-<id>`, the category one camelCase word (`auction-7f3c…`). */
export function streamName(category: string, id: string): string {
  return `${category}-${id}`;
}

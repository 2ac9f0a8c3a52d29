/**
 * The one command context every context builds (who acts, when, and the request's correlation id; a new one
 * outside a request), and the one "run, then wait for the read model" step, so a client that writes and then
 * reads sees its own write.
 */
import { randomUUID } from 'node:crypto';
import type { ProjectionEngine } from '../projections/projection-engine.js';
import { currentCorrelationId } from '../logging/request-context.js';
import type { CommandRunner, RunOptions, RunResult } from './command-runner.js';
import type { Decider, DomainEvent } from './decider.js';
import type { CommandContext } from './event-codec.js';

export function commandContext(actorId: string | null, now = new Date()): CommandContext {
  const correlationId = currentCorrelationId() ?? randomUUID();
  return { actorId, correlationId, causationId: correlationId, now };
}

/** A command for a stream, the context it runs in, and the read model(s) the caller reads next (null: none). */
type Write<S, C, E extends DomainEvent> = [
  decider: Decider<S, C, E>,
  streamId: string,
  command: C,
  context: CommandContext,
  readModel: string | readonly string[] | null,
  options?: RunOptions,
];

export class ReadYourWrites {
  constructor(
    private readonly runner: CommandRunner,
    private readonly projections: ProjectionEngine,
  ) {}

  /** Runs the command, then waits (briefly) until the projection `readModel` (or each of them) has applied its events. */
  async run<S, C, E extends DomainEvent>(...write: Write<S, C, E>): Promise<RunResult<S, E>> {
    const { result, readModelsCaughtUp } = await this.start(...write);
    await readModelsCaughtUp;
    return result;
  }

  /** `run` as `actorId` in a new command context: what most writes need. `now`: when it happens (a demo's back-dated
   * history; the clock's now otherwise); the rest of the options go to the runner. */
  runAs<S, C, E extends DomainEvent>(
    ...[decider, streamId, command, actorId, readModel, { now, ...options } = {}]: [
      decider: Decider<S, C, E>,
      streamId: string,
      command: C,
      actorId: string | null,
      readModel: string | readonly string[] | null,
      options?: RunOptions & { now?: Date },
    ]
  ): Promise<RunResult<S, E>> {
    return this.run(decider, streamId, command, commandContext(actorId, now), readModel, options);
  }

  /** Runs the command and answers without waiting for the read models: the wait is handed back, so a caller with
   * more to write (a seat, then the registration it is for) waits for both read models at once, at its end. */
  async start<S, C, E extends DomainEvent>(
    ...[decider, streamId, command, context, readModel, options = {}]: Write<S, C, E>
  ): Promise<{ result: RunResult<S, E>; readModelsCaughtUp: Promise<unknown> }> {
    const result = await this.runner.run(decider, streamId, command, context, options);
    const readModels = readModel === null ? [] : typeof readModel === 'string' ? [readModel] : readModel;
    const readModelsCaughtUp = Promise.all(
      readModels.map((name) => this.projections.waitForEvents(name, result.events)),
    );
    // Awaited by the caller; a failure it never gets to await (its next write failed first) is not left unhandled.
    readModelsCaughtUp.catch(() => undefined);
    return { result, readModelsCaughtUp };
  }
}

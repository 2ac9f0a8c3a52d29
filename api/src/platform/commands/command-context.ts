/**
 * The one command context every context builds (who acts, when, and the request's correlation id; a new one
 * outside a request), and the one "run, then wait for the read model" step, so a client that writes and then
 * reads sees its own write.
 */
import { randomUUID } from 'node:crypto';
import type { ProjectionEngine } from '../projections/projection-engine.js';
import { currentCorrelationId } from '../logging/request-context.js';
import type { CommandRunner, RunResult } from './command-runner.js';
import type { Decider, DomainEvent } from './decider.js';
import type { CommandContext } from './event-codec.js';

export function commandContext(actorId: string | null, now = new Date()): CommandContext {
  const correlationId = currentCorrelationId() ?? randomUUID();
  return { actorId, correlationId, causationId: correlationId, now };
}

export class ReadYourWrites {
  constructor(
    private readonly runner: CommandRunner,
    private readonly projections: ProjectionEngine,
  ) {}

  /** Runs the command, then waits (briefly) until the projection `readModel` (or each of them) has applied its events. */
  async run<S, C, E extends DomainEvent>(
    decider: Decider<S, C, E>,
    streamId: string,
    command: C,
    context: CommandContext,
    readModel: string | readonly string[] | null,
    options: { maxAttempts?: number } = {},
  ): Promise<RunResult<S, E>> {
    const result = await this.runner.run(decider, streamId, command, context, options);
    const readModels = readModel === null ? [] : typeof readModel === 'string' ? [readModel] : readModel;
    await Promise.all(readModels.map((name) => this.projections.waitForEvents(name, result.events)));
    return result;
  }
}

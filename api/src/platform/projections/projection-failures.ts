/**
 * What a projection does when its handler throws on an event (README, "Projection failures"): it tries the event
 * again a few times (a read that failed for a moment), then either records the failure with the event's stream
 * and revision and goes on past it, or, for a projection that decides who may do what (`neverSkip`: `users`),
 * stops before it and stays stopped, visibly, until an admin asks for a retry. Either way the log gets an error.
 */
import type { RecordedEvent } from '../event-store/event-store.port.js';

export interface ProjectionFailure {
  stream: string;
  revision: number;
  eventId: string;
  type: string;
  error: string;
  attempts: number;
  at: string;
}

/** Pauses between the attempts at one event. */
export const RETRY_PAUSES_MS = [50, 250];
/** Skipped events a projection remembers (the log keeps every one). */
export const KEPT_FAILURES = 100;

export class ProjectionHaltedError extends Error {
  constructor(
    readonly projection: string,
    readonly failure: ProjectionFailure,
  ) {
    super(`${projection} stopped at ${failure.stream} revision ${failure.revision}: ${failure.error}`);
    this.name = 'ProjectionHaltedError';
  }
}

/** Applies one event, again after each pause while it throws; the failure after the last attempt, or null. */
export async function applyWithRetries(
  recorded: RecordedEvent,
  apply: () => Promise<void>,
  pauses: readonly number[] = RETRY_PAUSES_MS,
): Promise<ProjectionFailure | null> {
  for (let attempt = 1; ; attempt++) {
    try {
      await apply();
      return null;
    } catch (error) {
      if (attempt > pauses.length) {
        return {
          stream: recorded.streamName,
          revision: recorded.revision,
          eventId: recorded.eventId,
          type: recorded.type,
          error: (error as Error).message,
          attempts: attempt,
          at: new Date().toISOString(),
        };
      }
      await new Promise((resolve) => setTimeout(resolve, pauses[attempt - 1]));
    }
  }
}

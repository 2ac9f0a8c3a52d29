import { randomUUID } from 'node:crypto';
import type { CommandContext } from '../../platform/commands/event-codec.js';
import { currentCorrelationId } from '../../platform/logging/request-context.js';

export function commandContext(actorId: string | null, now = new Date()): CommandContext {
  const correlationId = currentCorrelationId() ?? randomUUID();
  return { actorId, correlationId, causationId: correlationId, now };
}

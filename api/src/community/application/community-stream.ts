/**
 * Runs community commands on their streams and waits (briefly) for the read model that shows them, so a
 * client that writes and then reads sees its own write.
 */
import { Injectable } from '@nestjs/common';
import { commandContext, ReadYourWrites } from '../../platform/commands/command-context.js';
import type { Decider, DomainEvent } from '../../platform/commands/decider.js';

@Injectable()
export class CommunityStream {
  constructor(private readonly writes: ReadYourWrites) {}

  /** `streamId` is the part after the category; `readModel` the projection to wait for; `now` the time the command
   * happens (a demo's back-dated history; the clock's now otherwise). */
  run<S, C, E extends DomainEvent>(
    decider: Decider<S, C, E>,
    streamId: string,
    command: C,
    actorId: string,
    readModel: string,
    now?: Date,
  ) {
    return this.writes.run(decider, streamId, command, commandContext(actorId, now), readModel);
  }
}

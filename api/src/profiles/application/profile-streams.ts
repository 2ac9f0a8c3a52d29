/**
 * Runs the profiles context's commands on their streams and waits (briefly) for the matching read model to
 * include them, so a client that writes and then reads sees its own write.
 */
import { Injectable } from '@nestjs/common';
import { commandContext, ReadYourWrites } from '../../platform/commands/command-context.js';
import type { Decider, DomainEvent } from '../../platform/commands/decider.js';

/** Which read model shows each stream category's events. */
const PROJECTION_OF: Record<string, string> = {
  artist: 'artists',
  gallery: 'galleries',
  collection: 'collections',
  representation: 'representationRequests',
  profilePicture: 'profileFacts',
  profileViews: 'profileFacts',
};

@Injectable()
export class ProfileStreams {
  constructor(private readonly writes: ReadYourWrites) {}

  /** `alsoShownBy` names another context's read model that shows these events and that the caller reads next. */
  run<S, C, E extends DomainEvent>(
    decider: Decider<S, C, E>,
    streamId: string,
    command: C,
    actorId: string | null,
    alsoShownBy: readonly string[] = [],
  ) {
    const own = PROJECTION_OF[decider.category];
    return this.writes.run(decider, streamId, command, commandContext(actorId), [
      ...(own ? [own] : []),
      ...alsoShownBy,
    ]);
  }
}

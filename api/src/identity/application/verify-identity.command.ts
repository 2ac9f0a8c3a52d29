/**
 * "Verify this person" as the back-office asks it. Identity declares the command; the KYC context handles it,
 * recording the reviewer's decision on the person's hash-chained `kyc-<userId>` stream, so there is one way to
 * become verified and one audit trail. Answers the position of what it wrote (null when nothing changed), so
 * the caller can wait for its own read model.
 */
import { Command } from '@nestjs/cqrs';
import type { Position } from '../../platform/event-store/event-store.port.js';

export class VerifyIdentityCommand extends Command<{ position: Position | null }> {
  constructor(
    readonly userId: string,
    readonly reviewerId: string,
    readonly note: string | null,
  ) {
    super();
  }
}

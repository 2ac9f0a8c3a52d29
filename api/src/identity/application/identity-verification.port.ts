import { Injectable } from '@nestjs/common';
import type { Position } from '../../platform/event-store/event-store.port.js';

/**
 * "Verify this person" as the back-office asks it. The KYC context records the reviewer's decision on the person's
 * hash-chained `kyc-<userId>` stream, so there is one way to become verified and one audit trail. KYC depends on
 * identity, so identity cannot import it: identity declares what it needs here and KYC plugs its decision in when
 * it starts. Answers the position of what it wrote (null when nothing changed), so the caller can wait for its own
 * read model.
 */
export type VerifyIdentity = (
  userId: string,
  reviewerId: string,
  note: string | null,
) => Promise<{ position: Position | null }>;

/** Where the KYC context plugs in its VerifyIdentity. Empty, a verify fails rather than claim a check never made. */
@Injectable()
export class IdentityVerificationSlot {
  private decide: VerifyIdentity | null = null;

  provide(decide: VerifyIdentity): void {
    this.decide = decide;
  }

  verify(userId: string, reviewerId: string, note: string | null): Promise<{ position: Position | null }> {
    if (!this.decide) throw new Error('No KYC context is plugged in to record identity verifications');
    return this.decide(userId, reviewerId, note);
  }
}

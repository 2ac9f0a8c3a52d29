/**
 * The back-office's verify reaches KYC through the command bus: identity declares `VerifyIdentityCommand` and
 * dispatches it, since identity cannot import this context (KYC depends on identity). The decision itself is
 * `KycReviews.verifyIdentity`; this handler only forwards to it, and goes when identity calls that method through
 * a port of its own.
 */
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { VerifyIdentityCommand } from '../../identity/index.js';
import { KycReviews } from './kyc-reviews.js';

@CommandHandler(VerifyIdentityCommand)
export class VerifyIdentityHandler implements ICommandHandler<VerifyIdentityCommand> {
  constructor(private readonly reviews: KycReviews) {}

  execute({ userId, reviewerId, note }: VerifyIdentityCommand) {
    return this.reviews.verifyIdentity(userId, reviewerId, note);
  }
}

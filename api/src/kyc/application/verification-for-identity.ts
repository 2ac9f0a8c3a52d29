import { Injectable, type OnModuleInit } from '@nestjs/common';
import { IdentityVerificationSlot } from '../../identity/index.js';
import { KycReviews } from './kyc-reviews.js';

/** Plugs this context's decision into the back-office's "verify" on a user (identity cannot import KYC). */
@Injectable()
export class VerificationForIdentity implements OnModuleInit {
  constructor(
    private readonly slot: IdentityVerificationSlot,
    private readonly reviews: KycReviews,
  ) {}

  onModuleInit(): void {
    this.slot.provide((userId, reviewerId, note) => this.reviews.verifyIdentity(userId, reviewerId, note));
  }
}

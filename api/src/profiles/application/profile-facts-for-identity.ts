import { Inject, Injectable, type OnModuleInit } from '@nestjs/common';
import { ProfileFactsSlot } from '../../identity/index.js';
import { READ_STORE } from '../../platform/tokens.js';
import type { ReadStore } from '../../platform/read-store/read-store.port.js';
import { profilePictureOf, profileViewsOf } from './profile-facts-reads.js';

/** Plugs this context's picture and view reads into identity's profile answer (identity cannot import them). */
@Injectable()
export class ProfileFactsForIdentity implements OnModuleInit {
  constructor(
    private readonly slot: ProfileFactsSlot,
    @Inject(READ_STORE) private readonly reads: ReadStore,
  ) {}

  onModuleInit(): void {
    this.slot.provide({
      pictureUrl: async (userId) => (await profilePictureOf(this.reads, userId)).profileImageUrl,
      views: (ownerId) => profileViewsOf(this.reads, ownerId),
    });
  }
}

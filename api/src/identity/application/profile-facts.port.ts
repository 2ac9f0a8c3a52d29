import { Injectable } from '@nestjs/common';

/**
 * What the profile answer (`GET /api/profile`) shows from the profiles context: the account's picture and the
 * views of the public pages it owns. The profiles context depends on identity, so identity cannot import it:
 * identity declares what it needs here and the profiles context plugs its reads in when it starts.
 */
export interface ProfileFacts {
  pictureUrl(userId: string): Promise<string | null>;
  views(ownerId: string): Promise<number>;
}

/** Where the profiles context plugs in its ProfileFacts. Empty (identity started alone) the answer has none. */
@Injectable()
export class ProfileFactsSlot {
  private facts: ProfileFacts | null = null;

  provide(facts: ProfileFacts): void {
    this.facts = facts;
  }

  async pictureUrl(userId: string): Promise<string | null> {
    return (await this.facts?.pictureUrl(userId)) ?? null;
  }

  async views(ownerId: string): Promise<number> {
    return (await this.facts?.views(ownerId)) ?? 0;
  }
}

/**
 * A collector's public collection (`GET /api/collectors/{id}/collection`): the works they bought and the lots they
 * won, shown only when they chose "show my collection" on /preferences (`PrivacySettings.showCollection`, off until
 * chosen). Otherwise, and for an erased or unknown account, the same 404, so nobody can tell a private collection
 * from none. The collector is named by first name and the initial of the last, never more.
 */
import { Controller, Get, Inject, Param } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { Public } from '../platform/auth/guards/auth.decorators.js';
import { notFound } from '../platform/errors/domain-errors.js';
import type { ReadStore } from '../platform/read-store/read-store.port.js';
import { READ_STORE } from '../platform/tokens.js';
import { USERS, type UserDoc } from '../identity/index.js';
import { ARTWORKS, publicArtwork, type ArtworkDoc } from '../artworks/index.js';
import { boughtArtworks } from '../orders/index.js';
import { wonArtworks } from '../auctions/index.js';

const collectionNotFound = () => notFound('Collection', 'المجموعة');

/** "Noura A." — what a public page may say of a person. */
export const publicName = (user: Pick<UserDoc, 'firstName' | 'lastName'>): string =>
  [user.firstName?.trim(), user.lastName?.trim() ? `${user.lastName.trim()[0]}.` : ''].filter(Boolean).join(' ');

@ApiTags('collectors')
@Controller('api/collectors')
export class CollectorCollectionController {
  constructor(@Inject(READ_STORE) private readonly reads: ReadStore) {}

  @Get(':id/collection')
  @Public()
  async collection(@Param('id') id: string) {
    const user = await this.reads.collection<UserDoc>(USERS).get(id);
    if (!user || user.status === 'forgotten' || user.privacy?.showCollection !== true) throw collectionNotFound();
    const acquired = [
      ...(await boughtArtworks(this.reads, id)).map((a) => ({ ...a, via: 'purchase' as const })),
      ...(await wonArtworks(this.reads, id)).map((a) => ({ ...a, via: 'auction' as const })),
    ].sort((a, b) => b.at.localeCompare(a.at));
    // A work acquired twice (bought, resold, won back) is listed once, at its latest acquisition; the works are read
    // in one query rather than one by one.
    const latest = acquired.filter((a, i) => acquired.findIndex((b) => b.artworkId === a.artworkId) === i);
    const works = new Map(
      (await this.reads.collection<ArtworkDoc>(ARTWORKS).getMany(latest.map((a) => a.artworkId))).map((w) => [w.id, w]),
    );
    const items: Array<Record<string, unknown>> = [];
    for (const { artworkId, at, via } of latest) {
      const work = works.get(artworkId);
      // A work its artist withdrew or deleted since is left out rather than shown from a stale copy.
      if (work?.status === 'published') items.push({ ...publicArtwork(work), acquiredAt: at, acquiredBy: via });
    }
    return {
      collector: { id, name: publicName(user), profileImageUrl: user.profileImageUrl ?? null },
      items,
      total: items.length,
    };
  }
}

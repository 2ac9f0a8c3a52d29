/** The works a person won at auction, newest close first: for a collector's public collection page. */
import type { ReadStore } from '../../platform/read-store/read-store.port.js';
import { WON_LOTS, type WonLotDoc } from '../projections/won-lots.projection.js';

export async function wonArtworks(
  reads: ReadStore,
  winnerId: string,
  limit = 200,
): Promise<Array<{ artworkId: string; at: string }>> {
  const lots = await reads.collection<WonLotDoc>(WON_LOTS).find({
    filter: { winnerId },
    sort: [{ field: 'closedAt', direction: 'desc' }],
    limit,
  });
  return lots.flatMap((lot) => (lot.artworkId && lot.closedAt ? [{ artworkId: lot.artworkId, at: lot.closedAt }] : []));
}

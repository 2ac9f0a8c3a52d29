import type { Language } from '../../../config/constants';
import type { Auction } from '../api/auctions-api';

/** The lot's title in the interface language; lots scheduled without an artwork show their lot id. */
export function lotTitle(
  auction: Pick<Auction, 'artwork' | 'lotId'>,
  language: Language,
  untitled: (id: string) => string,
): string {
  const art = auction.artwork;
  if (!art) return untitled(auction.lotId);
  return (language === 'ar' ? art.titleAr || art.title : art.title || art.titleAr) || untitled(auction.lotId);
}

export function artistName(auction: Pick<Auction, 'artwork'>, language: Language): string {
  const art = auction.artwork;
  if (!art) return '';
  return language === 'ar' ? art.artistNameAr || art.artistName : art.artistName || art.artistNameAr;
}

import { describe, expect, it } from '@jest/globals';
import { achievementsFrom, achievementsView, BADGES, type AchievementSource } from './badges.js';

type Given = AchievementSource | { type: 'UserForgotten'; data: { userId: string } };

/** Events in log order, the n-th at 2026-01-(n+1). */
const given = (...events: Given[]) =>
  achievementsFrom(events.map((event, i) => ({ event, at: `2026-01-${String(i + 1).padStart(2, '0')}T10:00:00Z` })));
const earned = (events: Given[], userId: string) => {
  const view = achievementsView(given(...events).get(userId) ?? null);
  return Object.fromEntries(view.earned.map((b) => [b.id, b.earnedAt.slice(0, 10)]));
};

const artwork = (n: number, artistId = 'artist'): Given[] => [
  { type: 'ArtworkCreated', data: { artworkId: `w${n}`, artistId } },
  { type: 'ArtworkPublished', data: { artworkId: `w${n}` } },
];

describe('badges', () => {
  it('a paid order earns the buyer a first purchase and every seller a first sale, once', () => {
    const paid = (orderId: string): Given => ({
      type: 'OrderPaid',
      data: { orderId, buyerId: 'buyer', sellerIds: ['gallery', 'artist', 'gallery'] },
    });
    const events = [paid('o1'), paid('o2')];
    expect(earned(events, 'buyer')).toEqual({ first_purchase: '2026-01-01' });
    expect(earned(events, 'gallery')).toEqual({ first_sale: '2026-01-01' });
    expect(earned(events, 'artist')).toEqual({ first_sale: '2026-01-01' });
  });

  it('a sold lot earns its winner a win and its seller and consignor a sale; an unsold one nothing', () => {
    const events: Given[] = [
      { type: 'AuctionScheduled', data: { auctionId: 'a1', sellerId: 'seller', consignorId: 'gallery' } },
      { type: 'BidPlaced', data: { auctionId: 'a1', bidderId: 'bidder' } },
      { type: 'AuctionClosed', data: { auctionId: 'a1', outcome: 'sold', winnerId: 'bidder' } },
      { type: 'AuctionScheduled', data: { auctionId: 'a2', sellerId: 'other', consignorId: null } },
      { type: 'AuctionClosed', data: { auctionId: 'a2', outcome: 'reserve_not_met' } },
    ];
    expect(earned(events, 'bidder')).toEqual({ first_bid: '2026-01-02', auction_won: '2026-01-03' });
    expect(earned(events, 'seller')).toEqual({ first_sale: '2026-01-03' });
    expect(earned(events, 'gallery')).toEqual({ first_sale: '2026-01-03' });
    expect(earned(events, 'other')).toEqual({});
  });

  it('a completed commission earns both the collector and the accepted bidder', () => {
    const events: Given[] = [
      { type: 'CommissionPosted', data: { commissionId: 'c1', collectorId: 'collector' } },
      { type: 'CommissionBidAccepted', data: { commissionId: 'c1', bidderId: 'artist' } },
      { type: 'CommissionCompleted', data: { commissionId: 'c1' } },
    ];
    expect(earned(events, 'collector')).toEqual({ first_commission: '2026-01-03' });
    expect(earned(events, 'artist')).toEqual({ first_commission: '2026-01-03' });
  });

  it('a workshop counts once attended (checked in), not when registered', () => {
    const placed: Given = { type: 'RegistrationPlaced', data: { registrationId: 'r1', userId: 'attendee' } };
    expect(earned([placed], 'attendee')).toEqual({});
    expect(earned([placed, { type: 'RegistrationCheckedIn', data: { registrationId: 'r1' } }], 'attendee')).toEqual({
      first_workshop: '2026-01-02',
    });
  });

  it('ten different works published earn the tenth its badge; republishing one does not count twice', () => {
    const nine = Array.from({ length: 9 }, (_, i) => artwork(i + 1)).flat();
    const republished: Given = { type: 'ArtworkPublished', data: { artworkId: 'w1' } };
    const before = achievementsView(given(...nine, republished).get('artist')!);
    expect(before.earned.map((b) => b.id)).toEqual(['first_work']);
    expect(before.locked.find((b) => b.id === 'ten_works')!.progress).toEqual({ current: 9, goal: 10 });
    expect(before.locked.find((b) => b.id === 'first_follow')!.progress).toBeNull();
    const after = earned([...nine, republished, ...artwork(10)], 'artist');
    expect(after).toEqual({ first_work: '2026-01-02', ten_works: '2026-01-21' });
  });

  it('a profile is complete once it has a biography, a picture and a city, whichever edit brings the last', () => {
    const created: Given = {
      type: 'ArtistProfileCreated',
      data: { artistId: 'artist', userId: 'artist', biography: 'Paints', profileImage: null, location: 'Riyadh' },
    };
    const picture: Given = { type: 'ArtistProfileEdited', data: { artistId: 'artist', profileImage: '/p.webp' } };
    const cleared: Given = { type: 'ArtistProfileEdited', data: { artistId: 'artist', location: '', locationAr: '' } };
    expect(earned([created, cleared, picture], 'artist')).toEqual({});
    expect(earned([created, picture], 'artist')).toEqual({ profile_complete: '2026-01-02' });
    const gallery: Given = {
      type: 'GalleryProfileCreated',
      data: { galleryId: 'g', userId: 'g', aboutAr: 'معرض', logo: '/l.webp', locationAr: 'جدة' },
    };
    expect(earned([gallery], 'g')).toEqual({ profile_complete: '2026-01-01' });
    // A profile without an account (the demo's artists, a gallery's managed artists) earns nobody anything.
    expect(given({ ...gallery, data: { ...gallery.data, userId: null } }).size).toBe(0);
  });

  it('a first follow', () => {
    expect(earned([{ type: 'Followed', data: { userId: 'fan' } }], 'fan')).toEqual({ first_follow: '2026-01-01' });
  });

  it('a forgotten person keeps no badge and earns none afterwards', () => {
    const events: Given[] = [
      ...artwork(1),
      { type: 'UserForgotten', data: { userId: 'artist' } },
      ...artwork(2),
      { type: 'OrderPaid', data: { orderId: 'o', buyerId: 'x', sellerIds: ['artist'] } },
    ];
    expect(earned(events, 'artist')).toEqual({});
    expect(given(...events).get('artist')!.forgotten).toBe(true);
  });

  it('the same events give the same achievements (a rebuild recomputes them identically)', () => {
    const events = [...artwork(1), { type: 'Followed', data: { userId: 'artist' } } as Given];
    expect(given(...events)).toEqual(given(...events));
  });

  it('every badge is described in both languages, and the view lists each badge once', () => {
    for (const b of BADGES) expect([b.name, b.nameAr, b.description, b.descriptionAr].every(Boolean)).toBe(true);
    const view = achievementsView(given(...artwork(1)).get('artist')!);
    expect(view.earned.length + view.locked.length).toBe(view.total);
    expect(view.total).toBe(BADGES.length);
  });
});

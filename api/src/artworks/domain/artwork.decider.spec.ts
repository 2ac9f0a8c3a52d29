import { describe, expect, it } from '@jest/globals';
import { specFor } from '../../platform/commands/testing/decider-spec.js';
import { artworkDecider } from './artwork.decider.js';
import type { Actor, ArtworkCommand, MoveForOrder } from './artwork.commands.js';
import type { ArtworkDetails, ArtworkEvent } from './artwork.events.js';
import { SAMPLE_IMAGE as image } from './testing/image-samples.js';

const at = '2026-03-01T10:00:00.000Z';
const artworkId = 'w-1';
const artist: Actor = { userId: 'artist-1', roles: ['artist'] };
const otherArtist: Actor = { userId: 'artist-2', roles: ['artist'] };
const gallery: Actor = { userId: 'gallery-1', roles: ['gallery'] };
const collector: Actor = { userId: 'collector-1', roles: ['collector'] };
const moderator: Actor = { userId: 'mod-1', roles: ['moderator'] };
const admin: Actor = { userId: 'admin-1', roles: ['admin'] };

const details: ArtworkDetails = {
  title: 'Desert Dawn',
  titleAr: 'فجر الصحراء',
  description: 'Oil on canvas',
  descriptionAr: 'زيت على قماش',
  medium: 'Oil',
  mediumAr: 'زيت',
  category: 'painting',
  categoryAr: 'لوحة زيتية ومائية',
  style: 'Contemporary',
  year: 2024,
  dimensions: '100 x 80 cm',
  tags: ['desert'],
  provenance: 'Studio',
  condition: 'Excellent',
  frame: 'Framed',
  signed: true,
  edition: 'Original',
  certificateOfAuthenticity: true,
  insurance: 'Insured',
  shipping: 'Riyadh',
  images: [image],
};

const createCommand = (
  overrides: Partial<Extract<ArtworkCommand, { type: 'CreateArtwork' }>> = {},
): ArtworkCommand => ({
  type: 'CreateArtwork',
  artworkId,
  actor: artist,
  at,
  artistId: 'artist-1',
  galleryId: null,
  artist: { name: 'Noura', nameAr: 'نورة' },
  gallery: null,
  details,
  priceHalalas: 1_250_000,
  availability: 'available',
  ...overrides,
});

const created: ArtworkEvent = {
  type: 'ArtworkCreated',
  data: {
    ...details,
    artworkId,
    artistId: 'artist-1',
    galleryId: null,
    createdBy: 'artist-1',
    artist: { name: 'Noura', nameAr: 'نورة' },
    gallery: null,
    priceHalalas: 1_250_000,
    currency: 'SAR',
    availability: 'available',
    at,
  },
};
const published: ArtworkEvent = { type: 'ArtworkPublished', data: { artworkId, at } };
const featured: ArtworkEvent = { type: 'ArtworkFeatured', data: { artworkId, at } };
const command = <T extends ArtworkCommand['type']>(type: T, actor: Actor, extra: object = {}) =>
  ({ type, artworkId, actor, at, ...extra }) as unknown as ArtworkCommand;

const given = specFor(artworkDecider);

describe('CreateArtwork', () => {
  it('an artist creates their own work as a draft', () => given([]).when(createCommand()).then([created]));

  it('a gallery creates a work it shows, naming the artist', () => {
    const events = artworkDecider.decide(
      createCommand({ actor: gallery, galleryId: 'gallery-1', gallery: { name: 'Athr', nameAr: 'أثر' } }),
      { status: 'none' },
    );
    expect(events[0]).toMatchObject({
      type: 'ArtworkCreated',
      data: { artistId: 'artist-1', galleryId: 'gallery-1', createdBy: 'gallery-1' },
    });
  });

  it("an artist cannot create a work in another artist's name", () =>
    void given([])
      .when(createCommand({ actor: otherArtist }))
      .thenError('not_owner'));

  it('a collector cannot create a work', () =>
    void given([])
      .when(createCommand({ actor: { ...collector, userId: 'artist-1' } }))
      .thenError('not_owner'));

  it('refuses a missing title, an unknown category, a future year and a negative price, naming each field', () => {
    const error = given([])
      .when(createCommand({ details: { ...details, title: ' ', category: 'weaving', year: 2999 }, priceHalalas: -1 }))
      .thenError('validation_failed');
    expect(error.details.map((d) => d.field).sort()).toEqual(['category', 'price', 'title', 'year']);
  });

  it('refuses to create the same artwork twice', () =>
    void given([created]).when(createCommand()).thenError('artwork_exists'));
});

describe('EditArtwork', () => {
  it('records only the fields that changed', () =>
    void given([created])
      .when(command('EditArtwork', artist, { changes: { title: 'Desert Dusk', medium: 'Oil' } }))
      .then([{ type: 'ArtworkEdited', data: { artworkId, changes: { title: 'Desert Dusk' }, at } }]));

  it('records nothing when nothing changed', () =>
    given([created])
      .when(command('EditArtwork', artist, { changes: { title: 'Desert Dawn' } }))
      .then([]));

  it("an artist cannot edit another artist's work", () =>
    void given([created])
      .when(command('EditArtwork', otherArtist, { changes: { title: 'Mine' } }))
      .thenError('not_owner'));

  it('refuses an empty Arabic title', () =>
    void given([created])
      .when(command('EditArtwork', artist, { changes: { titleAr: '' } }))
      .thenError('validation_failed', 'titleAr'));

  it('answers not found for an artwork that does not exist', () =>
    void given([])
      .when(command('EditArtwork', artist, { changes: { title: 'x' } }))
      .thenError('not_found'));
});

describe('PublishArtwork', () => {
  it('publishes a draft', () => given([created]).when(command('PublishArtwork', artist)).then([published]));
  it('publishing twice changes nothing', () =>
    given([created, published]).when(command('PublishArtwork', artist)).then([]));
  it('a collector cannot publish', () =>
    void given([created]).when(command('PublishArtwork', collector)).thenError('not_owner'));
  it('needs an image', () => {
    const bare = { ...created, data: { ...created.data, images: [] } } as ArtworkEvent;
    given([bare]).when(command('PublishArtwork', artist)).thenError('image_required');
  });
  it('after a moderator withdrew it, the owner must edit before publishing again', () => {
    const withdrawn: ArtworkEvent = {
      type: 'ArtworkWithdrawn',
      data: { artworkId, byModeration: true, reason: 'Wrong image', at },
    };
    given([created, published, withdrawn]).when(command('PublishArtwork', artist)).thenError('moderation_hold');
    const edited: ArtworkEvent = { type: 'ArtworkEdited', data: { artworkId, changes: { title: 'Fixed' }, at } };
    given([created, published, withdrawn, edited]).when(command('PublishArtwork', artist)).then([published]);
  });
});

describe('WithdrawArtwork and ModerateWithdrawArtwork', () => {
  it('the owner withdraws a published work', () =>
    void given([created, published])
      .when(command('WithdrawArtwork', artist, { reason: null }))
      .then([{ type: 'ArtworkWithdrawn', data: { artworkId, byModeration: false, reason: null, at } }]));

  it('cannot withdraw a draft', () =>
    void given([created])
      .when(command('WithdrawArtwork', artist, { reason: null }))
      .thenError('not_published'));

  it('a moderator withdraws with a reason, unfeaturing first', () =>
    void given([created, published, featured])
      .when(command('ModerateWithdrawArtwork', moderator, { reason: 'Copyright claim' }))
      .then([
        { type: 'ArtworkUnfeatured', data: { artworkId, at } },
        { type: 'ArtworkWithdrawn', data: { artworkId, byModeration: true, reason: 'Copyright claim', at } },
      ]));

  it('an artist cannot use moderation', () =>
    void given([created, published])
      .when(command('ModerateWithdrawArtwork', artist, { reason: 'x' }))
      .thenError('not_staff'));
});

describe('ChangeAvailability', () => {
  const change = (availability: string, actor = artist) => command('ChangeAvailability', actor, { availability });
  const moved = (availability: string, previous: string): ArtworkEvent =>
    ({ type: 'ArtworkAvailabilityChanged', data: { artworkId, availability, previous, at } }) as ArtworkEvent;

  it('reserves and releases', () => {
    given([created])
      .when(change('reserved'))
      .then([moved('reserved', 'available')]);
    given([created, moved('reserved', 'available')])
      .when(change('available'))
      .then([moved('available', 'reserved')]);
  });

  it('sells a reserved work; sold is final for the owner', () => {
    given([created, moved('reserved', 'available')])
      .when(change('sold'))
      .then([moved('sold', 'reserved')]);
    given([created, moved('sold', 'available')])
      .when(change('available'))
      .thenError('availability_move');
  });

  it('an admin may correct a sale', () =>
    void given([created, moved('sold', 'available')])
      .when(change('available', admin))
      .then([moved('available', 'sold')]));

  it('a work on loan comes back before being sold', () =>
    void given([created, moved('on_loan', 'available')])
      .when(change('sold'))
      .thenError('availability_move'));

  it('the same availability changes nothing', () => given([created]).when(change('available')).then([]));
  it('another artist cannot change it', () =>
    void given([created]).when(change('reserved', otherArtist)).thenError('not_owner'));
});

describe('ChangePrice', () => {
  it('changes the price', () =>
    void given([created])
      .when(command('ChangePrice', artist, { priceHalalas: 900_000 }))
      .then([
        { type: 'ArtworkPriceChanged', data: { artworkId, priceHalalas: 900_000, previousHalalas: 1_250_000, at } },
      ]));
  it('may clear it (price on request)', () =>
    void given([created])
      .when(command('ChangePrice', artist, { priceHalalas: null }))
      .then([
        { type: 'ArtworkPriceChanged', data: { artworkId, priceHalalas: null, previousHalalas: 1_250_000, at } },
      ]));
  it('refuses a negative price', () =>
    void given([created])
      .when(command('ChangePrice', artist, { priceHalalas: -5 }))
      .thenError('validation_failed', 'price'));
  it('a sold work keeps its price', () => {
    const sold: ArtworkEvent = {
      type: 'ArtworkAvailabilityChanged',
      data: { artworkId, availability: 'sold', previous: 'available', at },
    };
    given([created, sold])
      .when(command('ChangePrice', artist, { priceHalalas: 1 }))
      .thenError('sold');
  });
  it('another artist cannot change it', () =>
    void given([created])
      .when(command('ChangePrice', otherArtist, { priceHalalas: 1 }))
      .thenError('not_owner'));
});

describe('FeatureArtwork and UnfeatureArtwork', () => {
  it('a moderator features a published work, once', () => {
    given([created, published]).when(command('FeatureArtwork', moderator)).then([featured]);
    given([created, published, featured]).when(command('FeatureArtwork', admin)).then([]);
  });
  it('a draft cannot be featured', () =>
    void given([created]).when(command('FeatureArtwork', admin)).thenError('not_published'));
  it('the artist cannot feature their own work', () =>
    void given([created, published]).when(command('FeatureArtwork', artist)).thenError('not_staff'));
  it('unfeatures a featured work; an unfeatured one changes nothing', () => {
    given([created, published, featured])
      .when(command('UnfeatureArtwork', moderator))
      .then([{ type: 'ArtworkUnfeatured', data: { artworkId, at } }]);
    given([created, published]).when(command('UnfeatureArtwork', moderator)).then([]);
  });
});

describe('MoveForOrder (the orders context reserves, releases and sells)', () => {
  const buyer: Actor = { userId: 'buyer-1', roles: [] };
  const move = (orderId: string, m: MoveForOrder['move'], priceHalalas: number | null = null) =>
    command('MoveForOrder', buyer, { orderId, move: m, priceHalalas });
  const moved = (orderId: string, availability: 'reserved' | 'available' | 'sold', previous: string): ArtworkEvent =>
    ({
      type: 'ArtworkAvailabilityChanged',
      data: { artworkId, availability, previous, at, orderId },
    }) as ArtworkEvent;
  it('reserves a published, available work for one order; a second order finds it unavailable', () => {
    given([created, published])
      .when(move('o1', 'reserve', 1_250_000))
      .then([moved('o1', 'reserved', 'available')]);
    given([created, published, moved('o1', 'reserved', 'available')])
      .when(move('o1', 'reserve'))
      .then([]);
    given([created, published, moved('o1', 'reserved', 'available')])
      .when(move('o2', 'reserve'))
      .thenError('artwork_unavailable');
    given([created]).when(move('o1', 'reserve')).thenError('artwork_unavailable');
    given([created, published])
      .when(move('o1', 'reserve', 1))
      .thenError('price_changed');
  });
  it('reserves the work of a lot won at auction for the winner’s order, once; a work another order holds is not', () => {
    given([created, published])
      .when(move('a1', 'reserve_won'))
      .then([moved('a1', 'reserved', 'available')]);
    given([created, published, moved('a1', 'reserved', 'available')])
      .when(move('a1', 'reserve_won'))
      .then([]);
    given([created, published, moved('o1', 'reserved', 'available')])
      .when(move('a1', 'reserve_won'))
      .thenError('artwork_unavailable');
  });
  it('reserves a commissioned work for its order, a draft and unpriced too, and sells it to that order only', () => {
    given([created])
      .when(move('c1', 'reserve_commissioned'))
      .then([moved('c1', 'reserved', 'available')]);
    const reserved = [created, moved('c1', 'reserved', 'available')];
    given(reserved).when(move('c1', 'reserve_commissioned')).then([]);
    given(reserved).when(move('o2', 'reserve')).thenError('artwork_unavailable');
    given(reserved).when(move('o2', 'reserve_commissioned')).thenError('artwork_unavailable');
    given(reserved).when(move('o2', 'sell')).thenError('not_reserved');
    given(reserved)
      .when(move('c1', 'sell'))
      .then([moved('c1', 'sold', 'reserved')]);
  });
  it('releases only its own reservation and sells only what it reserved', () => {
    const reserved = [created, published, moved('o1', 'reserved', 'available')];
    given(reserved).when(move('o2', 'release')).then([]);
    given(reserved)
      .when(move('o1', 'release'))
      .then([moved('o1', 'available', 'reserved')]);
    given(reserved).when(move('o2', 'sell')).thenError('not_reserved');
    given(reserved)
      .when(move('o1', 'sell'))
      .then([moved('o1', 'sold', 'reserved')]);
    given([...reserved, moved('o1', 'sold', 'reserved')])
      .when(move('o1', 'sell'))
      .then([]);
    expect(reserved).toHaveLength(3);
  });
});

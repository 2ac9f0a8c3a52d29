import type { Artist, Artwork, Gallery, Page } from '../api/types';

/** Documents shaped as the catalog contract says the API answers them. */
export const ahmad: Artist = {
  id: 'artist-1',
  name: 'Ahmad Al-Ghamdi',
  nameAr: 'أحمد الغامدي',
  biography: 'Paints the light of Asir.',
  biographyAr: 'يرسم ضوء عسير.',
  profileImage: null,
  nationality: 'Saudi Arabia',
  location: 'Abha',
  locationAr: 'أبها',
  birthYear: 1980,
  died: null,
  featured: true,
  style: 'contemporary',
  medium: 'Oil',
  experienceYears: 20,
  education: 'King Saud University',
  awards: [{ title: 'Saudi Art Prize', titleAr: 'جائزة الفن السعودي', year: 2019 }],
  exhibitions: {
    solo: [{ title: 'Light of Asir', titleAr: 'ضوء عسير', year: 2021, venue: 'Riyadh' }],
    group: ['Gulf Now 2018'],
  },
  followerCount: 12,
  artworkCount: 3,
  stats: { artworks: 3, followers: 12, exhibitions: 2 },
};

export const mona: Artist = {
  ...ahmad,
  id: 'artist-2',
  name: 'Mona Al-Sabah',
  nameAr: 'منى الصباح',
  nationality: 'Kuwait',
  featured: false,
  stats: undefined,
};

export const gallery: Gallery = {
  id: 'gallery-1',
  name: 'Athr Gallery',
  nameAr: 'غاليري أثر',
  about: 'Contemporary art in Jeddah.',
  aboutAr: 'فن معاصر في جدة.',
  establishedYear: 2009,
  location: 'Jeddah',
  locationAr: 'جدة',
  address: 'Al Andalus, Jeddah',
  phone: '+966 12 000 0000',
  email: 'hello@athr.example.sa',
  website: 'https://athr.example.sa',
  openingHours: 'Sat–Thu 10:00–21:00',
  social: { instagram: 'https://instagram.com/athr' },
  specialties: ['painting'],
  curator: 'Curator Name',
  coverImage: null,
  logo: null,
  representedArtistIds: ['artist-1'],
  exhibitions: [
    {
      id: 'ex-1',
      title: 'Desert Lines',
      titleAr: 'خطوط الصحراء',
      kind: 'solo',
      startDate: '2020-01-01T00:00:00Z',
      endDate: '2020-02-01T00:00:00Z',
      status: 'past',
    },
    {
      id: 'ex-2',
      title: 'New Voices',
      titleAr: 'أصوات جديدة',
      kind: 'group',
      startDate: '2099-01-01T00:00:00Z',
      endDate: '2099-02-01T00:00:00Z',
      status: 'upcoming',
    },
  ],
  events: [
    {
      id: 'ev-1',
      title: 'Artist talk',
      titleAr: 'حوار مع فنان',
      startDate: '2099-03-01T17:00:00Z',
      endDate: '2099-03-01T19:00:00Z',
      status: 'upcoming',
      venue: 'Main hall',
      venueAr: 'القاعة الرئيسية',
    },
    {
      id: 'ev-2',
      title: 'Opening night',
      titleAr: 'ليلة الافتتاح',
      startDate: '2020-01-01T17:00:00Z',
      endDate: '2020-01-01T19:00:00Z',
      status: 'completed',
    },
  ],
  featured: true,
  followerCount: 40,
  stats: { representedArtists: 1, availableArtworks: 2, totalExhibitions: 2, yearsInBusiness: 17 },
};

export const artwork: Artwork = {
  id: 'work-1',
  title: 'Dunes at Dusk',
  titleAr: 'كثبان عند الغروب',
  description: 'Oil on linen.',
  descriptionAr: 'زيت على كتان.',
  artistId: ahmad.id,
  artist: { id: ahmad.id, name: ahmad.name, nameAr: ahmad.nameAr },
  galleryId: gallery.id,
  gallery: { id: gallery.id, name: gallery.name, nameAr: gallery.nameAr },
  medium: 'Oil on linen',
  mediumAr: 'زيت على كتان',
  category: 'painting',
  categoryAr: 'لوحة',
  style: 'contemporary',
  year: 2022,
  dimensions: '100 × 80 cm',
  price: 12500,
  currency: 'SAR',
  images: [
    {
      id: 'img-1',
      url: '/media/images/img-1.webp',
      thumbnailUrl: '/media/images/img-1-thumb.webp',
      width: 1200,
      height: 900,
    },
    {
      id: 'img-2',
      url: '/media/images/img-2.webp',
      thumbnailUrl: '/media/images/img-2-thumb.webp',
      width: 1200,
      height: 900,
    },
  ],
  availability: 'available',
  featured: false,
  tags: ['desert'],
  provenance: 'From the artist',
  condition: 'Excellent',
  frame: 'Unframed',
  signed: true,
  edition: 'Unique',
  certificateOfAuthenticity: true,
  insurance: 'Insured in transit',
  shipping: 'Ships from Jeddah',
  createdAt: '2025-01-01T00:00:00Z',
  publishedAt: '2025-01-02T00:00:00Z',
};

export const soldWork: Artwork = {
  ...artwork,
  id: 'work-2',
  title: 'Palm Study',
  titleAr: 'دراسة نخلة',
  availability: 'sold',
  price: 4000,
};

export const page = <T>(items: T[], facets?: Page<T>['facets']): Page<T> => ({
  items,
  total: items.length,
  ...(facets ? { facets } : {}),
});

export const collectorSession = {
  'GET /api/profile': {
    status: 200,
    body: {
      id: 'u-1',
      firstName: 'Sample',
      lastName: 'Collector',
      email: 'collector@example.sa',
      role: 'collector',
      roles: ['collector'],
    },
  },
  'GET /api/user/roles': { status: 200, body: { setupComplete: true, roles: ['collector'] } },
};

export { fieldRefusal } from '../../../test-utils/field-refusal';

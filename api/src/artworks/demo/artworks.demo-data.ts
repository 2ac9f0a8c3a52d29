/**
 * The 300 demo artworks: bilingual titles (some with hamza and taa marbuta, so Arabic search can be shown
 * with and without them), spread over the demo artists, given to the gallery that represents the artist,
 * with prices, availability and a dozen featured. Everything derives from the work's number: the same on
 * every installation.
 */
import { DEMO_ARTISTS, DEMO_GALLERIES, type DemoArtist, type DemoGallery } from '../../profiles/index.js';
import type { Availability } from '../domain/artwork.vocabulary.js';

export const DEMO_ARTWORK_COUNT = 300;
export const demoArtworkId = (n: number) => `a4700000-0000-4000-8000-${String(n).padStart(12, '0')}`;
export const demoImageId = (n: number) => `1a600000-0000-4000-8000-${String(n).padStart(12, '0')}`;

const TITLES: [string, string][] = [
  ['Painting of the Desert', 'لوحة الصحراء'],
  ['Portrait of Ahmad', 'صورة أحمد'],
  ['Dunes at Dawn', 'كثبان عند الفجر'],
  ['Letter and Light', 'حرف وضوء'],
  ['The Old Door', 'الباب القديم'],
  ['Pearl Divers', 'غواصو اللؤلؤ'],
  ['Palm Grove', 'بستان النخيل'],
  ['Evening in the Souq', 'مساء في السوق'],
  ['Blue Composition', 'تكوين أزرق'],
  ['Memory of Water', 'ذاكرة الماء'],
  ['Mirror of the Sky', 'مرآة السماء'],
  ['Radiance', 'إشراقة'],
  ['Hope', 'أمل'],
  ['The Falcon', 'الصقر'],
  ['Mountain Village', 'قرية جبلية'],
  ['Silent Garden', 'حديقة صامتة'],
  ['Sea Wind', 'ريح البحر'],
  ['Red Earth', 'الأرض الحمراء'],
  ['Kufic Study', 'دراسة كوفية'],
  ['Night Caravan', 'قافلة الليل'],
  ['Window of Light', 'نافذة الضوء'],
  ['Mother and Daughter', 'أم وابنتها'],
  ['The Well', 'البئر'],
  ['Coffee Pot', 'دلة القهوة'],
  ['Weaving Sadu', 'نسج السدو'],
  ['Fishermen at Noon', 'صيادون عند الظهيرة'],
  ['Lantern', 'فانوس'],
  ['Rain over Abha', 'مطر على أبها'],
  ['Reading Girl', 'فتاة تقرأ'],
  ['Garden of Ahmad', 'حديقة أحمد'],
  ['A Painting for My Mother', 'لوحة لأمي'],
  ['Oasis', 'واحة'],
];

const MEDIA: Record<string, { medium: string; mediumAr: string; category: string }> = {
  oil: { medium: 'Oil on canvas', mediumAr: 'زيت على قماش', category: 'painting' },
  acrylic: { medium: 'Acrylic on canvas', mediumAr: 'أكريليك على قماش', category: 'painting' },
  watercolor: { medium: 'Watercolour on paper', mediumAr: 'ألوان مائية على ورق', category: 'painting' },
  mixed_media: { medium: 'Mixed media', mediumAr: 'وسائط مختلطة', category: 'mixed_media' },
  ink: { medium: 'Ink on paper', mediumAr: 'حبر على ورق', category: 'drawing' },
  photography: { medium: 'Archival pigment print', mediumAr: 'طباعة صبغية أرشيفية', category: 'photography' },
  bronze: { medium: 'Bronze', mediumAr: 'برونز', category: 'sculpture' },
  digital: { medium: 'Digital print on aluminium', mediumAr: 'طباعة رقمية على ألومنيوم', category: 'digital_art' },
};

/** Now and then a work in another medium than the artist's usual one, so every category has some. */
const EXTRA: Record<number, { medium: string; mediumAr: string; category: string }> = {
  3: { medium: 'Glazed stoneware', mediumAr: 'خزف حجري مزجج', category: 'ceramics' },
  5: { medium: 'Screen print', mediumAr: 'طباعة بالشاشة الحريرية', category: 'printmaking' },
  7: { medium: 'Wool and cotton weaving', mediumAr: 'نسيج من الصوف والقطن', category: 'textile' },
};

export interface DemoArtwork {
  n: number;
  id: string;
  imageId: string;
  artist: DemoArtist;
  gallery: DemoGallery | null;
  title: string;
  titleAr: string;
  medium: string;
  mediumAr: string;
  category: string;
  style: string;
  year: number;
  dimensions: string;
  priceHalalas: number | null;
  availability: Availability;
  featured: boolean;
  tags: string[];
}

/** A fixed pseudo-random number in [0, 1) for work n and a salt (no state, so every work stands alone). */
function unit(n: number, salt: number): number {
  const x = Math.sin(n * 12.9898 + salt * 78.233) * 43758.5453;
  return x - Math.floor(x);
}

const ORDINALS = ['', ' II', ' III', ' IV', ' V', ' VI', ' VII', ' VIII', ' IX', ' X'];
const ORDINALS_AR = ['', ' ٢', ' ٣', ' ٤', ' ٥', ' ٦', ' ٧', ' ٨', ' ٩', ' ١٠'];

export function demoArtworks(): DemoArtwork[] {
  const representedBy = new Map<string, DemoGallery>();
  for (const gallery of DEMO_GALLERIES)
    for (const id of gallery.representedArtistIds) if (!representedBy.has(id)) representedBy.set(id, gallery);
  const works: DemoArtwork[] = [];
  for (let n = 1; n <= DEMO_ARTWORK_COUNT; n++) {
    // The demo artist account gets every 25th work besides its turn, so its dashboard has plenty.
    const artist = n % 25 === 0 ? DEMO_ARTISTS[0]! : DEMO_ARTISTS[(n - 1) % DEMO_ARTISTS.length]!;
    const title = TITLES[(n * 7) % TITLES.length]!;
    const series = Math.floor(n / TITLES.length) % ORDINALS.length;
    const media = EXTRA[n % 37] ?? MEDIA[artist.medium] ?? MEDIA.oil!;
    const category = artist.style === 'calligraphy' && media.category === 'drawing' ? 'calligraphy' : media.category;
    const availabilityRoll = unit(n, 3);
    const availability: Availability =
      availabilityRoll < 0.68
        ? 'available'
        : availabilityRoll < 0.8
          ? 'sold'
          : availabilityRoll < 0.9
            ? 'reserved'
            : 'on_loan';
    const width = 30 + Math.round(unit(n, 4) * 15) * 10;
    const height = 30 + Math.round(unit(n, 5) * 12) * 10;
    works.push({
      n,
      id: demoArtworkId(n),
      imageId: demoImageId(n),
      artist,
      // Works of represented artists are listed by their gallery; every third stays with the artist alone.
      gallery: n % 3 === 0 ? null : (representedBy.get(artist.id) ?? null),
      title: `${title[0]}${ORDINALS[series]}`,
      titleAr: `${title[1]}${ORDINALS_AR[series]}`,
      medium: media.medium,
      mediumAr: media.mediumAr,
      category,
      style: artist.style,
      year: 2005 + Math.floor(unit(n, 6) * 21),
      dimensions:
        category === 'sculpture' || category === 'ceramics'
          ? `${height} x ${Math.round(height / 2)} x ${Math.round(height / 2)} cm`
          : `${width} x ${height} cm`,
      priceHalalas: unit(n, 7) < 0.08 ? null : (1500 + Math.round(unit(n, 8) * 1870) * 50) * 100,
      availability,
      featured: n % 25 === 7,
      tags: [artist.style, category, n % 2 === 0 ? 'gulf' : 'arab-art'],
    });
  }
  return works;
}

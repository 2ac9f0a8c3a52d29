/**
 * Six demo collections, curated from the published demo artworks by category and style. Seeded after the
 * artworks (see demo/seed-demo.ts); a collection is only created once it has works to show, and each
 * creation is a no-op once applied, so running on every start is safe.
 */
import type { INestApplication } from '@nestjs/common';
import type { Runtime } from '../../platform/runtime.js';
import type { Doc, Filter } from '../../platform/read-store/read-store.port.js';
import { collectionDecider } from '../domain/collection.decider.js';
import { seedRunner } from './profiles.demo.js';
import { streamName } from '../../platform/commands/decider.js';

const collectionId = (n: number) => `c0000000-0000-4000-8000-${String(n).padStart(12, '0')}`;

interface DemoCollection {
  n: number;
  name: string;
  nameAr: string;
  description: string;
  descriptionAr: string;
  featured: boolean;
  /** Works matching any of these (published only). */
  picks: Filter[];
}

export const DEMO_COLLECTIONS: DemoCollection[] = [
  {
    n: 1,
    name: 'The Art of the Letter',
    nameAr: 'فن الحرف',
    featured: true,
    picks: [{ category: 'calligraphy' }, { style: 'calligraphy' }],
    description: 'Arabic calligraphy from classical Kufic to contemporary letter-painting.',
    descriptionAr: 'الخط العربي من الكوفي الكلاسيكي إلى الحروفية المعاصرة.',
  },
  {
    n: 2,
    name: 'Abstract Horizons',
    nameAr: 'آفاق تجريدية',
    featured: true,
    picks: [{ style: 'abstract' }, { style: 'minimalism' }],
    description: 'Colour, field and gesture: abstraction across the region.',
    descriptionAr: 'اللون والمساحة والإيماءة: التجريد في أنحاء المنطقة.',
  },
  {
    n: 3,
    name: 'Desert and Sea through the Lens',
    nameAr: 'الصحراء والبحر بعدسة الكاميرا',
    featured: true,
    picks: [{ category: 'photography' }],
    description: 'Photographers of the Gulf and the Levant on land, light and water.',
    descriptionAr: 'مصورو الخليج والمشرق عن الأرض والضوء والماء.',
  },
  {
    n: 4,
    name: 'Sculpture and Form',
    nameAr: 'النحت والتشكيل',
    featured: false,
    picks: [{ category: 'sculpture' }, { category: 'ceramics' }],
    description: 'Bronze, stone, clay and glass: works to walk around.',
    descriptionAr: 'البرونز والحجر والطين والزجاج: أعمال يُطاف حولها.',
  },
  {
    n: 5,
    name: 'Faces and Figures',
    nameAr: 'وجوه وأجساد',
    featured: true,
    picks: [{ style: 'figurative' }, { style: 'realism' }],
    description: 'Portraits and scenes of everyday life.',
    descriptionAr: 'صور شخصية ومشاهد من الحياة اليومية.',
  },
  {
    n: 6,
    name: 'New Gulf Voices',
    nameAr: 'أصوات خليجية جديدة',
    featured: false,
    picks: [{ style: 'contemporary' }, { style: 'pop_art' }, { category: 'digital_art' }],
    description: 'Contemporary and digital work by a new generation of artists.',
    descriptionAr: 'أعمال معاصرة ورقمية لجيل جديد من الفنانين.',
  },
];

const PER_COLLECTION = 12;

export async function seedCollectionsDemo(_app: INestApplication, runtime: Runtime): Promise<void> {
  const pending: DemoCollection[] = [];
  for (const c of DEMO_COLLECTIONS) {
    if ((await runtime.storage.events.readStream(streamName('collection', collectionId(c.n)))).length === 0)
      pending.push(c);
  }
  if (pending.length === 0) return;
  await runtime.projections.waitUntilCaughtUp(); // the artworks just seeded, in the `artworks` read model
  const artworks = runtime.storage.reads.collection<Doc>('artworks');
  const run = seedRunner(runtime);
  for (const c of pending) {
    const ids: string[] = [];
    for (const pick of c.picks) {
      const docs = await artworks.find({
        filter: { ...pick, status: 'published' },
        sort: [{ field: 'id', direction: 'asc' }],
        limit: PER_COLLECTION,
      });
      for (const d of docs) if (!ids.includes(d.id) && ids.length < PER_COLLECTION) ids.push(d.id);
    }
    if (ids.length === 0) continue; // no works yet: a later start creates it
    const id = collectionId(c.n);
    await run(collectionDecider, id, {
      type: 'CreateCollection',
      collectionId: id,
      fields: {
        name: c.name,
        nameAr: c.nameAr,
        description: c.description,
        descriptionAr: c.descriptionAr,
        coverImage: null,
        artworkIds: ids,
        published: true,
      },
    });
    if (c.featured) await run(collectionDecider, id, { type: 'FeatureCollection', collectionId: id });
  }
}
